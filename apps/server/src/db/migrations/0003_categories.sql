-- Store categories offered by GET categories.
INSERT INTO "categories" ("name") VALUES
  ('Alimentos y bebidas'), ('Bodegón y víveres'), ('Restaurante y comida rápida'), ('Panadería y pastelería'),
  ('Farmacia y salud'), ('Belleza y cuidado personal'), ('Ropa y calzado'), ('Accesorios y joyería'),
  ('Electrónica y tecnología'), ('Hogar y decoración'), ('Ferretería y construcción'), ('Deportes y aire libre'),
  ('Juguetes y bebés'), ('Mascotas'), ('Libros y papelería'), ('Repuestos y automotriz'),
  ('Licores'), ('Floristería y regalos'), ('Servicios'), ('Otros');

-- Reference data every installation needs, demo or not.
INSERT INTO "statuses" ("id", "status_name") VALUES (1, 'Activo'), (2, 'Inactivo') ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "templates" ("name") VALUES ('Clásica'), ('Moderna'), ('Minimalista');

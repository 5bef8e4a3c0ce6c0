import type { Random } from './random.ts';

/** Venezuelan first names for the demo's shoppers; the ticket buyers draw from the longer list. */
export const FIRST_NAMES = (
  'María José Luis Carmen Ana Carlos Yusmary Jesús Rosa Pedro Daniela Andrés Gabriela Miguel ' +
  'Yelitza Rafael Andreína Jorge Mariana Francisco Oriana Alejandro Valentina Héctor Yolimar ' +
  'Wilmer Karla Eduardo Beatriz Ricardo Nathaly Gustavo Fabiola Yonathan Marisela'
).split(' ');
export const MORE_FIRST_NAMES = [
  ...FIRST_NAMES,
  ...'Leonardo Génesis Johan Rosángela Kleiber Dayana Freddy Milagros Yeferson Isabel'.split(' '),
];
export const LAST_NAMES = (
  'González Rodríguez Pérez Hernández García Martínez López Díaz Sánchez Romero Ramírez Torres ' +
  'Rojas Mendoza Castillo Moreno Gutiérrez Briceño Contreras Marcano Villarroel Colmenares ' +
  'Pacheco Salazar Rivas Zambrano Uzcátegui Chacón Bello Quintero'
).split(' ');
export const MORE_LAST_NAMES = [...LAST_NAMES, 'Aponte', 'Guédez', 'Lugo', 'Farías'];

const MAIL_DOMAINS = ['gmail.com', 'gmail.com', 'gmail.com', 'hotmail.com', 'yahoo.com', 'outlook.com'];
const MOBILE_PREFIXES = ['412', '414', '416', '424', '426'];

/** A name without accents, in lower case: "Andreína" → "andreina". */
export const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** A Venezuelan mobile number, "+58 412 555 0123". */
export const mobilePhone = (random: Random) =>
  `+58 ${random.pick(MOBILE_PREFIXES)} ${random.int(100, 999)} ${String(random.int(0, 9999)).padStart(4, '0')}`;

/** "name.lastname@domain", numbered (1 to `upTo`) with the chance `numbered`. */
export const personalMail = (
  random: Random,
  name: string,
  lastname: string,
  numbered: number,
  upTo: number,
) =>
  `${plain(name)}.${plain(lastname)}${random.next() < numbered ? random.int(1, upTo) : ''}@${random.pick(MAIL_DOMAINS)}`;

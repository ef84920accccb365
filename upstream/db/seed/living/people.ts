// Guests of the living demo: realistic first and last names from the countries a Red Sea resort
// and liveaboard sees, with the language they book in. Picked by the seeded PRNG (prng.ts).
import type { TRandom } from '../prng';

type TNation = { country: string; language: 'de' | 'en'; female: string[]; male: string[]; last: string[]; phone: string };

const NATIONS: TNation[] = [
  { country: 'DE', language: 'de', phone: '+49 171', female: ['Katrin', 'Sabine', 'Leonie', 'Franziska', 'Johanna', 'Miriam'], male: ['Matthias', 'Florian', 'Tobias', 'Stefan', 'Moritz', 'Henrik'], last: ['Müller', 'Krüger', 'Lehmann', 'Zimmermann', 'Hartmann', 'Vogel', 'Scholz', 'Brandt'] },
  { country: 'AT', language: 'de', phone: '+43 664', female: ['Theresa', 'Magdalena', 'Verena'], male: ['Florian', 'Lukas', 'Andreas'], last: ['Gruber', 'Huber', 'Pichler', 'Steiner', 'Moser'] },
  { country: 'CH', language: 'de', phone: '+41 79', female: ['Seraina', 'Nadine', 'Corinne'], male: ['Reto', 'Urs', 'Beat'], last: ['Keller', 'Meier', 'Brunner', 'Frei'] },
  { country: 'GB', language: 'en', phone: '+44 7700', female: ['Charlotte', 'Olivia', 'Harriet', 'Imogen'], male: ['Oliver', 'Harry', 'George', 'Alistair'], last: ['Thompson', 'Hughes', 'Whitfield', 'Carter', 'Pemberton'] },
  { country: 'IE', language: 'en', phone: '+353 87', female: ['Aoife', 'Siobhán', 'Niamh'], male: ['Cian', 'Oisín', 'Ronan'], last: ["O'Brien", 'Murphy', 'Kavanagh', 'Walsh'] },
  { country: 'NL', language: 'en', phone: '+31 6', female: ['Sanne', 'Femke', 'Lotte'], male: ['Daan', 'Joost', 'Bram'], last: ['de Vries', 'van Dijk', 'Bakker', 'Visser', 'Jansen'] },
  { country: 'FR', language: 'en', phone: '+33 6', female: ['Camille', 'Juliette', 'Manon'], male: ['Antoine', 'Mathieu', 'Julien'], last: ['Lefèvre', 'Girard', 'Fontaine', 'Rousseau'] },
  { country: 'IT', language: 'en', phone: '+39 347', female: ['Giulia', 'Chiara', 'Francesca'], male: ['Matteo', 'Lorenzo', 'Davide'], last: ['Bianchi', 'Ricci', 'Marino', 'Greco', 'Conti'] },
  { country: 'ES', language: 'en', phone: '+34 612', female: ['Lucía', 'Paula', 'Carmen'], male: ['Javier', 'Álvaro', 'Sergio'], last: ['García', 'Fernández', 'Navarro', 'Ortega'] },
  { country: 'PL', language: 'en', phone: '+48 601', female: ['Zofia', 'Agnieszka', 'Marta'], male: ['Piotr', 'Tomasz', 'Krzysztof'], last: ['Kowalski', 'Nowak', 'Wiśniewski', 'Zieliński'] },
  { country: 'CZ', language: 'en', phone: '+420 602', female: ['Tereza', 'Klára'], male: ['Jakub', 'Ondřej'], last: ['Dvořák', 'Novotný', 'Černý'] },
  { country: 'DK', language: 'en', phone: '+45 20', female: ['Freja', 'Ida', 'Signe'], male: ['Rasmus', 'Mads', 'Anders'], last: ['Nielsen', 'Sørensen', 'Kristensen'] },
  { country: 'SE', language: 'en', phone: '+46 70', female: ['Elsa', 'Maja', 'Astrid'], male: ['Erik', 'Oskar', 'Gustav'], last: ['Lindqvist', 'Andersson', 'Bergström'] },
  { country: 'RU', language: 'en', phone: '+7 916', female: ['Anastasia', 'Ekaterina', 'Daria'], male: ['Dmitri', 'Alexei', 'Sergei'], last: ['Ivanova', 'Smirnov', 'Volkov', 'Sokolova'] },
  { country: 'US', language: 'en', phone: '+1 415', female: ['Madison', 'Rachel', 'Lauren'], male: ['Tyler', 'Brandon', 'Ethan'], last: ['Johnson', 'Peterson', 'Ramirez', 'Collins', 'Brooks'] },
  { country: 'CA', language: 'en', phone: '+1 604', female: ['Chloé', 'Megan'], male: ['Liam', 'Mathieu'], last: ['Tremblay', 'Gagnon', 'MacDonald'] },
  { country: 'AU', language: 'en', phone: '+61 412', female: ['Matilda', 'Isla'], male: ['Lachlan', 'Angus'], last: ['Fitzgerald', 'Harrison', 'Kelly'] },
  { country: 'JP', language: 'en', phone: '+81 90', female: ['Yuki', 'Haruka', 'Aiko'], male: ['Takeshi', 'Kenji', 'Haruto'], last: ['Tanaka', 'Suzuki', 'Watanabe', 'Yamamoto'] },
  { country: 'CN', language: 'en', phone: '+86 139', female: ['Li Na', 'Wang Fang', 'Xiu Ying'], male: ['Wei', 'Jun', 'Hao'], last: ['Chen', 'Zhang', 'Liu', 'Huang'] },
  { country: 'EG', language: 'en', phone: '+20 100', female: ['Nour', 'Yasmin', 'Salma'], male: ['Mahmoud', 'Youssef', 'Tarek'], last: ['El-Sayed', 'Farouk', 'Abdelrahman', 'Mostafa'] },
  { country: 'AE', language: 'en', phone: '+971 50', female: ['Mariam', 'Fatima'], male: ['Rashid', 'Khalid'], last: ['Al Mansoori', 'Al Hashimi'] },
  { country: 'IL', language: 'en', phone: '+972 52', female: ['Noa', 'Tamar'], male: ['Yonatan', 'Eitan'], last: ['Cohen', 'Levi', 'Mizrahi'] },
  { country: 'BR', language: 'en', phone: '+55 11', female: ['Beatriz', 'Larissa'], male: ['Rafael', 'Thiago'], last: ['Oliveira', 'Souza', 'Carvalho'] },
  { country: 'ZA', language: 'en', phone: '+27 82', female: ['Thandi', 'Lerato'], male: ['Sipho', 'Pieter'], last: ['Naidoo', 'van der Merwe', 'Dlamini'] },
];

export type TPerson = {
  firstName: string; lastName: string; gender: 'm' | 'f'; birthday: string;
  country: string; language: 'de' | 'en'; email: string; phone: string;
};

const ascii = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ø/g, 'o').replace(/ł/g, 'l').replace(/[^A-Za-z]/g, '').toLowerCase();

/** German-speaking guests are the house's biggest market: they come twice as often. */
const WEIGHTED = NATIONS.flatMap((n) => (n.language === 'de' ? [n, n] : [n]));

export function person(rnd: TRandom, year: number, sameFamily?: TPerson): TPerson {
  const nation = sameFamily ? NATIONS.find((n) => n.country === sameFamily.country)! : rnd.pick(WEIGHTED);
  const gender = rnd.chance(0.5) ? 'f' : 'm';
  const firstName = rnd.pick(gender === 'f' ? nation.female : nation.male);
  const lastName = sameFamily && rnd.chance(0.7) ? sameFamily.lastName : rnd.pick(nation.last);
  const born = year - rnd.int(22, 68);
  const birthday = `${born}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`;
  const email = `${ascii(firstName)}.${ascii(lastName)}${rnd.int(1, 99)}@example.com`;
  const phone = `${nation.phone} ${rnd.int(100, 999)} ${rnd.int(1000, 9999)}`;
  return { firstName, lastName, gender, birthday, country: nation.country, language: nation.language, email, phone };
}

/**
 * Latin-looking names made of syllables, as taxonomists build them: genera from a Greek or Latin prefix, a link
 * and a root that gives the gender; epithets that agree with it ("-us", "-a", "-um"), place names ("-ensis") and
 * eponyms ("-i", "-ae"); authorities as "(Surname, year)".
 */
export type Pick = <T>(list: readonly T[]) => T;

const PREFIXES = ['Acan', 'Amph', 'Bath', 'Cal', 'Chaet', 'Chlor', 'Cor', 'Cten', 'Dact', 'Dend', 'Eu', 'Gast', 'Glyph', 'Hal', 'Hol', 'Hyp', 'Lept', 'Lith', 'Macr', 'Mel', 'Micr', 'Ner', 'Oph', 'Pachy', 'Par', 'Phyl', 'Plat', 'Pol', 'Pseud', 'Rhin', 'Scler', 'Sten', 'Steph', 'Tham', 'Thal', 'Trach', 'Xen', 'Zo', 'Cyan', 'Erythr', 'Gymn', 'Lamp', 'Neo', 'Ortho', 'Pter', 'Sarc', 'Spong', 'Tethy', 'Ur', 'Ach', 'Brach', 'Cirr', 'Desm', 'Ech', 'Hem', 'Myx', 'Oxy', 'Psamm', 'Rhabd', 'Sym'];
const LINKS = ['o', 'i', 'a', 'e', 'y', 'io', 'ano', 'ido', 'ero', 'ala', 'ule', 'ima', 'ora', 'enti', 'ocy', 'ast', 'ini', 'ope', 'ura', 'ith'];
/** Roots with the gender their epithets agree with. */
const ROOTS: ReadonlyArray<readonly [string, 'm' | 'f' | 'n']> = [
  ['don', 'm'], ['pus', 'm'], ['cephalus', 'm'], ['gnathus', 'm'], ['chirus', 'm'], ['soma', 'n'], ['stoma', 'n'], ['nema', 'n'], ['derma', 'n'],
  ['lepis', 'f'], ['morpha', 'f'], ['phora', 'f'], ['thrix', 'f'], ['spira', 'f'], ['dora', 'f'], ['cardia', 'f'], ['ella', 'f'], ['ina', 'f'],
  ['caris', 'f'], ['aster', 'm'], ['cidaris', 'f'], ['ceras', 'n'], ['conus', 'm'], ['cyathus', 'm'], ['dictyon', 'n'], ['gonia', 'f'], ['phyllum', 'n'],
  ['rhynchus', 'm'], ['ptera', 'f'], ['sella', 'f'], ['thoe', 'f'], ['ichthys', 'm'], ['odus', 'm'], ['ops', 'm'], ['plax', 'f'], ['nereis', 'f'],
  ['mysis', 'f'], ['zoon', 'n'], ['clava', 'f'], ['myces', 'm'], ['coccus', 'm'], ['discus', 'm'], ['ura', 'f'], ['iscus', 'm'], ['anthus', 'm'],
];
const STEMS = ['alb', 'atr', 'aur', 'brev', 'caerule', 'chlor', 'cirr', 'crass', 'cyan', 'dent', 'fasciat', 'flav', 'fusc', 'gracil', 'grand', 'hirsut', 'lat', 'lineat', 'long', 'maculat', 'magn', 'marginat', 'melan', 'nigr', 'ocellat', 'ornat', 'pallid', 'parv', 'punctat', 'rubr', 'rostrat', 'sanguine', 'spinos', 'striat', 'tenu', 'trilineat', 'variegat', 'virid', 'zebrin', 'squamos', 'tuberculat', 'reticulat', 'annulat', 'bifid', 'cornut', 'dorsal', 'elongat', 'falcat', 'glabr', 'imbricat', 'lobat', 'mirabil', 'obscur', 'pulchr', 'robust', 'serrat', 'splendid', 'tumid', 'undulat', 'vittat'];
const ENDINGS = { m: 'us', f: 'a', n: 'um' } as const;
const PLACES = ['pacific', 'atlantic', 'indic', 'japon', 'austral', 'caribb', 'mediterrane', 'hawaii', 'philippin', 'zanzibar', 'arabic', 'chil', 'capens', 'brasili', 'antarctic', 'norvegic', 'tasmani', 'madagascar', 'fiji', 'panam', 'celebes', 'andaman', 'azor', 'canari', 'bermud', 'galapagos', 'okinaw', 'maldiv', 'sagami', 'natal'];
const SURNAME_START = ['Ran', 'Kar', 'Bal', 'Mor', 'Hut', 'Ped', 'Stein', 'Gar', 'Lin', 'Rich', 'Wal', 'Ber', 'Kur', 'Sav', 'Dal', 'Fer', 'Gos', 'Hol', 'Jor', 'Mül', 'Nak', 'Ols', 'Pet', 'Sch', 'Tan', 'Van', 'Yam', 'Ald', 'Bru', 'Cos'];
const SURNAME_END = ['dall', 'sen', 'ler', 'ton', 'mann', 'ard', 'ova', 'ini', 'ez', 'berg', 'ford', 'oda', 'ier', 'uchi', 'ell', 'strom', 'eau', 'ley', 'ski', 'ado'];

/** A capitalised genus name and its gender. */
export function genusName(pick: Pick): { name: string; gender: 'm' | 'f' | 'n' } {
  const [root, gender] = pick(ROOTS);
  // One vowel where two meet ("Pachy" + "y" is "Pachy").
  return { name: `${pick(PREFIXES)}${pick(LINKS)}${root}`.replace(/([aeiouy])\1/g, '$1'), gender };
}

/** The stem families and orders are named from: the genus without its root's ending ("Chaetodon" → "Chaetodont"). */
export const typeStem = (genus: string) => genus.replace(/(us|a|um|on|is|es|ys|ops|ax|ix|er|oe|as)$/, '');

export function surname(pick: Pick): string {
  return `${pick(SURNAME_START)}${pick(SURNAME_END)}`;
}

/** A specific epithet agreeing with the genus: most describe, some name a place or honour a person. */
export function epithet(pick: Pick, gender: 'm' | 'f' | 'n', roll: number): string {
  if (roll < 0.7) return `${pick(STEMS)}${ENDINGS[gender]}`;
  if (roll < 0.85) return `${pick(PLACES)}ensis`;
  // The codes of nomenclature write no diacritics: Müller is honoured as "muelleri".
  const person = surname(pick).toLowerCase().replace('ü', 'ue');
  return roll < 0.95 ? `${person}i` : `${person}ae`;
}

/** "(Surname, 1901)" for a species moved from its first genus, "Surname, 1901" otherwise. */
export function authority(pick: Pick, roll: number, year: number): string {
  const text = `${surname(pick)}, ${year}`;
  return roll < 0.4 ? `(${text})` : text;
}

import type { CommonNames } from '@rules/taxon';
import type { Pick } from './latin';

/**
 * Made-up common names in the product's other languages, as WoRMS gives them to the species divers photograph: many
 * have English only; of the others, about 40% have Spanish names, 35% French, 25% German, 20% Chinese, one name most
 * often, two or three for some (WoRMS lists several, none preferred). Words a diver would meet, combined freely.
 */
const WORDS = {
  es: {
    share: 0.4,
    nouns: ['pez', 'pulpo', 'cangrejo', 'estrella de mar', 'caracol', 'medusa', 'coral', 'esponja', 'gamba', 'raya', 'tiburón', 'babosa de mar', 'erizo', 'alga', 'morena', 'mero', 'sargo', 'castañeta', 'doncella', 'lenguado'],
    words: ['azul', 'amarillo', 'rojo', 'negro', 'dorado', 'plateado', 'rayado', 'moteado', 'gigante', 'enano', 'común', 'real', 'de arrecife', 'del Caribe', 'del Pacífico', 'mediterráneo', 'de Galápagos', 'nocturno', 'pintado', 'espinoso'],
  },
  fr: {
    share: 0.35,
    nouns: ['poisson', 'poulpe', 'crabe', 'étoile de mer', 'escargot', 'méduse', 'corail', 'éponge', 'crevette', 'raie', 'requin', 'limace de mer', 'oursin', 'algue', 'murène', 'mérou', 'sar', 'demoiselle', 'sole', 'girelle'],
    words: ['bleu', 'jaune', 'rouge', 'noir', 'doré', 'argenté', 'rayé', 'tacheté', 'géant', 'nain', 'commun', 'royal', 'de récif', 'des Caraïbes', 'du Pacifique', 'méditerranéen', 'nocturne', 'peint', 'épineux', 'à bandes'],
  },
  de: {
    share: 0.25,
    nouns: ['fisch', 'krake', 'krabbe', 'seestern', 'schnecke', 'qualle', 'koralle', 'schwamm', 'garnele', 'rochen', 'hai', 'nacktschnecke', 'seeigel', 'alge', 'muräne', 'zackenbarsch', 'brasse', 'riffbarsch', 'seezunge', 'lippfisch'],
    words: ['Blau', 'Gelb', 'Rot', 'Schwarz', 'Gold', 'Silber', 'Streifen', 'Tupfen', 'Riesen', 'Zwerg', 'Riff', 'Königs', 'Nacht', 'Dorn', 'Masken', 'Sand', 'Fels', 'Höhlen', 'Tang', 'Pazifik'],
  },
  'zh-Hans': {
    share: 0.2,
    nouns: ['鱼', '章鱼', '蟹', '海星', '螺', '水母', '珊瑚', '海绵', '虾', '鳐', '鲨', '海蛞蝓', '海胆', '藻', '海鳝', '石斑鱼', '鲷', '雀鲷', '鳎', '隆头鱼'],
    words: ['蓝', '黄', '红', '黑', '金', '银', '条纹', '斑点', '巨', '小', '珊瑚', '岩', '沙', '夜', '刺', '花', '王', '白', '绿', '紫'],
  },
} as const;

type Language = keyof typeof WORDS;

function nameIn(language: Language, pick: Pick, next: () => number): string {
  const { nouns, words } = WORDS[language];
  const noun = pick(nouns);
  const two = next() < 0.4;
  if (language === 'de') return `${two ? `${pick(['Gemeiner', 'Gestreifter', 'Kleiner', 'Großer'])} ` : ''}${pick(words)}${noun}`;
  if (language === 'zh-Hans') return `${pick(words)}${two ? pick(words) : ''}${noun}`;
  return `${noun} ${pick(words)}${two ? ` ${pick(words)}` : ''}`;
}

/** One species' names besides English, from a stream of its own (so the sea's other names stay as they were). */
export function otherCommonNames(pick: Pick, next: () => number): CommonNames {
  const names: CommonNames = {};
  for (const language of Object.keys(WORDS) as Language[]) {
    if (next() >= WORDS[language].share) continue;
    const roll = next();
    const count = roll < 0.65 ? 1 : roll < 0.9 ? 2 : 3;
    names[language] = [...new Set(Array.from({ length: count }, () => nameIn(language, pick, next)))];
  }
  return names;
}

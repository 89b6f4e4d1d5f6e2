import type { Language } from '@rules/languages';
import type { SpeciesAnswer } from '../lib/ai/answer';

/** The fields a model writes in the language it is asked for; names (common and scientific) stay as they are. */
export type WrittenFields = Pick<SpeciesAnswer, 'description' | 'distribution' | 'habitat' | 'features' | 'conservation'>;

/**
 * The fake model's species (species.ts) written in the product's other languages, by scientific name, as a model
 * asked to write in them would answer.
 */
export const SPECIES_IN_LANGUAGES: Record<string, Record<Exclude<Language, 'en'>, WrittenFields>> = {
  'Amphiprion ocellaris': {
    es: {
      description:
        'Un pequeño pez de arrecife naranja con tres bandas blancas bordeadas de negro. Vive en una asociación mutualista con las anémonas de mar, refugiándose entre sus tentáculos urticantes.',
      distribution: 'Este del océano Índico y oeste del Pacífico: mar de Andamán, Indonesia, Filipinas y norte de Australia.',
      habitat: 'Lagunas resguardadas y pendientes exteriores del arrecife hasta unos 15 m, siempre con una anémona hospedadora como Heteractis magnifica.',
      features: 'Cuerpo naranja brillante, tres franjas blancas y finos bordes negros; nada con un movimiento ondulante cerca de su anémona.',
      conservation: 'Se captura para la acuariofilia; el blanqueamiento de las anémonas durante las olas de calor marinas le quita su refugio.',
    },
    de: {
      description:
        'Ein kleiner orangefarbener Rifffisch mit drei weißen, schwarz gesäumten Bändern. Er lebt in Symbiose mit Seeanemonen und versteckt sich zwischen ihren nesselnden Tentakeln.',
      distribution: 'Östlicher Indischer Ozean und westlicher Pazifik: Andamanensee, Indonesien, die Philippinen und Nordaustralien.',
      habitat: 'Geschützte Lagunen und äußere Riffhänge bis etwa 15 m, stets mit einer Wirtsanemone wie Heteractis magnifica.',
      features: 'Leuchtend orangefarbener Körper, drei weiße Streifen mit dünnen schwarzen Rändern; schwimmt watschelnd dicht bei seiner Anemone.',
      conservation: 'Wird für die Aquaristik gefangen; die Bleiche der Anemonen bei marinen Hitzewellen nimmt ihm seinen Unterschlupf.',
    },
    fr: {
      description:
        'Un petit poisson de récif orange aux trois bandes blanches bordées de noir. Il vit en association mutualiste avec les anémones de mer, à l’abri de leurs tentacules urticants.',
      distribution: 'Est de l’océan Indien et ouest du Pacifique : mer d’Andaman, Indonésie, Philippines et nord de l’Australie.',
      habitat: 'Lagons abrités et tombants extérieurs du récif jusqu’à environ 15 m, toujours avec une anémone hôte comme Heteractis magnifica.',
      features: 'Corps orange vif, trois bandes blanches, fins liserés noirs ; nage en se dandinant près de son anémone.',
      conservation: 'Prélevé pour l’aquariophilie ; le blanchissement des anémones lors des vagues de chaleur marines lui retire son abri.',
    },
    'zh-Hans': {
      description: '一种小型橙色珊瑚礁鱼，身上有三条镶黑边的白色横带。它与海葵互利共生，藏身于海葵带刺的触手之间。',
      distribution: '印度洋东部和太平洋西部：安达曼海、印度尼西亚、菲律宾和澳大利亚北部。',
      habitat: '受庇护的潟湖和礁外斜坡，深度约 15 米以内，总是与宿主海葵（如公主海葵 Heteractis magnifica）相伴。',
      features: '身体鲜橙色，有三条白色横带和细黑边；在海葵附近以摇摆的姿态游动。',
      conservation: '被捕捞用于观赏鱼贸易；海洋热浪期间海葵白化，使它失去庇护所。',
    },
  },
  'Chelonia mydas': {
    es: {
      description:
        'Una gran tortuga marina con un caparazón liso en forma de corazón. Los adultos pastan praderas marinas y algas, lo que da a su grasa su color verde.',
      distribution: 'Mares tropicales y subtropicales de todo el mundo; anida en playas de más de 80 países.',
      habitat: 'Praderas marinas, arrecifes de coral y costas rocosas; mar abierto durante las migraciones.',
      features: 'Un solo par de escamas prefrontales, mandíbula inferior dentada, caparazón de marrón a oliva con vetas radiales.',
      conservation: 'Amenazada por la captura accidental, el expolio de huevos, la ingestión de plásticos y la arena más cálida que desequilibra el sexo de las crías.',
    },
    de: {
      description:
        'Eine große Meeresschildkröte mit glattem, herzförmigem Rückenpanzer. Erwachsene weiden Seegras und Algen ab, was ihrem Fett die grüne Farbe gibt.',
      distribution: 'Tropische und subtropische Meere weltweit; sie nistet an Stränden in mehr als 80 Ländern.',
      habitat: 'Seegraswiesen, Korallenriffe und Felsküsten; auf Wanderungen das offene Meer.',
      features: 'Ein einziges Paar Präfrontalschilde, gezähnter Unterkiefer, braun bis oliv gefärbter Panzer mit strahlenförmiger Zeichnung.',
      conservation: 'Bedroht durch Beifang, das Sammeln der Eier, verschluckten Plastikmüll und wärmeren Sand, der das Geschlechterverhältnis der Jungtiere verschiebt.',
    },
    fr: {
      description:
        'Une grande tortue marine à la carapace lisse en forme de cœur. Les adultes broutent herbiers et algues, ce qui donne à leur graisse sa couleur verte.',
      distribution: 'Mers tropicales et subtropicales du monde entier ; elle pond sur des plages de plus de 80 pays.',
      habitat: 'Herbiers marins, récifs coralliens et côtes rocheuses ; le large pendant les migrations.',
      features: 'Une seule paire d’écailles préfrontales, mâchoire inférieure dentelée, carapace brune à olive aux stries rayonnantes.',
      conservation: 'Menacée par les prises accessoires, le pillage des œufs, l’ingestion de plastique et le sable plus chaud qui déséquilibre le sexe des nouveau-nés.',
    },
    'zh-Hans': {
      description: '一种大型海龟，背甲光滑，呈心形。成体以海草和藻类为食，因此脂肪呈绿色。',
      distribution: '全球热带和亚热带海域，在 80 多个国家的海滩上产卵。',
      habitat: '海草床、珊瑚礁和岩石海岸；迁徙时生活在开阔大洋。',
      features: '只有一对前额鳞，下颌呈锯齿状，背甲棕色至橄榄色并带放射状条纹。',
      conservation: '受到误捕、盗挖龟蛋、误食塑料以及沙滩升温导致幼龟性别比例失衡的威胁。',
    },
  },
  'Chromis viridis': {
    es: {
      description:
        'Una pequeña castañeta que nada en cardumen sobre el coral ramificado. La foto no muestra la base de la aleta pectoral ni las marcas de la cola que separan la castañeta verdiazul de la de axila negra.',
      distribution: 'Indopacífico tropical, del mar Rojo y África oriental a las islas de la Línea.',
      habitat: 'Cardúmenes sobre matas de Acropora en planicies arrecifales y lagunas, desde aguas someras hasta unos 20 m.',
      features: 'Cuerpo azul verdoso pálido, cola ahorquillada, boca terminal pequeña; todo el cardumen se esconde en el coral cuando alguien se acerca.',
      conservation: 'Depende de corales ramificados sanos; el blanqueamiento y la pérdida de arrecifes le quitan su refugio.',
    },
    de: {
      description:
        'Ein kleiner Riffbarsch, der im Schwarm über Geweihkorallen steht. Das Foto zeigt weder den Brustflossenansatz noch die Schwanzzeichnung, die das Grüne Schwalbenschwänzchen vom Schwarzachsel-Schwalbenschwänzchen unterscheiden.',
      distribution: 'Tropischer Indopazifik, vom Roten Meer und Ostafrika bis zu den Line Islands.',
      habitat: 'Schwärme über Acropora-Dickichten auf Riffdächern und in Lagunen, vom Flachwasser bis etwa 20 m.',
      features: 'Blass blaugrüner Körper, gegabelter Schwanz, kleines endständiges Maul; der ganze Schwarm taucht bei Annäherung in die Koralle ab.',
      conservation: 'Auf gesunde Geweihkorallen angewiesen; Korallenbleiche und Riffverlust nehmen ihm seinen Unterschlupf.',
    },
    fr: {
      description:
        'Une petite demoiselle qui évolue en banc au-dessus des coraux branchus. La photo ne montre ni la base de la nageoire pectorale ni les marques de la queue qui distinguent la demoiselle bleu-vert de la demoiselle à aisselle noire.',
      distribution: 'Indo-Pacifique tropical, de la mer Rouge et de l’Afrique de l’Est aux îles de la Ligne.',
      habitat: 'Bancs au-dessus des massifs d’Acropora sur les platiers et dans les lagons, des petits fonds à environ 20 m.',
      features: 'Corps bleu-vert pâle, queue fourchue, petite bouche terminale ; tout le banc plonge dans le corail à l’approche d’un plongeur.',
      conservation: 'Dépend de coraux branchus en bonne santé ; le blanchissement et la disparition des récifs lui retirent son abri.',
    },
    'zh-Hans': {
      description: '一种成群游弋在枝状珊瑚上方的小型雀鲷。照片没有拍到胸鳍基部和尾部的斑纹，无法区分蓝绿光鳃鱼和黑腋光鳃鱼。',
      distribution: '热带印度－太平洋，从红海和东非到莱恩群岛。',
      habitat: '成群生活在礁坪和潟湖的鹿角珊瑚丛上方，从浅水到约 20 米深。',
      features: '身体淡蓝绿色，尾鳍分叉，口小而端位；有人靠近时整群鱼会钻进珊瑚中。',
      conservation: '依赖健康的枝状珊瑚；珊瑚白化和珊瑚礁消失会让它失去庇护所。',
    },
  },
};

/** The answer as written in `language`: the prose fields in it, every name as given. English, or a species not written out here, stays as it is. */
export function answerIn(answer: SpeciesAnswer, language: Language): SpeciesAnswer {
  if (language === 'en') return answer;
  const written = SPECIES_IN_LANGUAGES[answer.scientificName]?.[language];
  return written ? { ...answer, ...written } : answer;
}

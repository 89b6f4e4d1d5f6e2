/**
 * The shape of marine life the sea fixtures follow: each class with its share of accepted marine species (rounded
 * from WoRMS's counts, about 240,000 in all), its kingdom, phylum and subphylum, how its orders and families are
 * named, and the words its common names end in. Shares are per cent of all species.
 */
export interface SeaClass {
  kingdom: 'Animalia' | 'Plantae' | 'Chromista';
  phylum: string;
  subphylum?: string;
  name: string;
  share: number;
  /** Order suffix on a type genus's stem: fishes "-iformes", algae "-ales", most invertebrates "-ida". */
  order: string;
  /** Family suffix: "-idae" for animals, "-aceae" for algae. */
  family: string;
  /** What it is, for descriptions ("sea snail", "red alga"). */
  kind: string;
  /** Common-name nouns; each family takes one, as every Chaetodon is a "butterflyfish". */
  nouns: readonly string[];
}

const ANIMAL = { kingdom: 'Animalia', order: 'ida', family: 'idae' } as const;
const FISH = { ...ANIMAL, phylum: 'Chordata', subphylum: 'Vertebrata', order: 'iformes' } as const;
const CRUSTACEAN = { ...ANIMAL, phylum: 'Arthropoda', subphylum: 'Crustacea' } as const;

export const SEA_CLASSES: readonly SeaClass[] = [
  { ...CRUSTACEAN, name: 'Malacostraca', share: 15, kind: 'crustacean', nouns: ['Crab', 'Shrimp', 'Prawn', 'Lobster', 'Amphipod', 'Isopod', 'Squat Lobster', 'Hermit Crab', 'Mantis Shrimp', 'Krill', 'Cumacean', 'Tanaid'] },
  { ...CRUSTACEAN, name: 'Copepoda', share: 5, kind: 'copepod', nouns: ['Copepod', 'Fish Louse', 'Calanoid'] },
  { ...CRUSTACEAN, name: 'Ostracoda', share: 3, kind: 'seed shrimp', nouns: ['Seed Shrimp', 'Ostracod'] },
  { ...CRUSTACEAN, name: 'Thecostraca', share: 1, kind: 'barnacle', nouns: ['Barnacle', 'Goose Barnacle'] },
  { ...ANIMAL, phylum: 'Arthropoda', subphylum: 'Chelicerata', name: 'Pycnogonida', share: 1, kind: 'sea spider', nouns: ['Sea Spider'] },
  { ...ANIMAL, phylum: 'Mollusca', name: 'Gastropoda', share: 14, kind: 'sea snail', nouns: ['Sea Snail', 'Nudibranch', 'Cowrie', 'Cone', 'Whelk', 'Limpet', 'Sea Slug', 'Top Shell', 'Turban', 'Murex', 'Olive', 'Sea Hare', 'Periwinkle', 'Auger'] },
  { ...ANIMAL, phylum: 'Mollusca', name: 'Bivalvia', share: 4.5, kind: 'bivalve', nouns: ['Clam', 'Mussel', 'Oyster', 'Scallop', 'Cockle', 'Pen Shell', 'File Clam', 'Ark'] },
  { ...ANIMAL, phylum: 'Mollusca', name: 'Cephalopoda', share: 0.5, kind: 'cephalopod', nouns: ['Octopus', 'Squid', 'Cuttlefish', 'Bobtail Squid'] },
  { ...ANIMAL, phylum: 'Mollusca', name: 'Polyplacophora', share: 0.5, kind: 'chiton', nouns: ['Chiton'] },
  { ...ANIMAL, phylum: 'Mollusca', name: 'Scaphopoda', share: 0.3, kind: 'tusk shell', nouns: ['Tusk Shell'] },
  { ...FISH, name: 'Actinopterygii', share: 8, kind: 'ray-finned fish', nouns: ['Goby', 'Wrasse', 'Blenny', 'Cardinalfish', 'Damselfish', 'Snapper', 'Grouper', 'Moray', 'Flounder', 'Scorpionfish', 'Triggerfish', 'Dragonet', 'Anthias', 'Sole', 'Pipefish', 'Lanternfish', 'Rattail', 'Croaker', 'Butterflyfish', 'Angelfish', 'Parrotfish', 'Filefish', 'Pufferfish', 'Eel', 'Dottyback', 'Jawfish', 'Seabream', 'Emperor', 'Goatfish', 'Surgeonfish'] },
  { ...FISH, name: 'Elasmobranchii', share: 0.6, kind: 'shark or ray', nouns: ['Shark', 'Ray', 'Skate', 'Stingray', 'Guitarfish', 'Catshark', 'Dogfish', 'Eagle Ray'] },
  { ...FISH, name: 'Holocephali', share: 0.05, kind: 'chimaera', nouns: ['Chimaera', 'Ratfish'] },
  { ...FISH, name: 'Myxini', share: 0.05, kind: 'hagfish', nouns: ['Hagfish'] },
  { ...ANIMAL, phylum: 'Chordata', subphylum: 'Vertebrata', name: 'Reptilia', share: 0.05, kind: 'reptile', nouns: ['Sea Turtle', 'Sea Snake', 'Sea Krait'] },
  { ...ANIMAL, phylum: 'Chordata', subphylum: 'Vertebrata', name: 'Aves', share: 0.3, kind: 'seabird', nouns: ['Petrel', 'Shearwater', 'Tern', 'Gull', 'Booby', 'Albatross', 'Cormorant'] },
  { ...ANIMAL, phylum: 'Chordata', subphylum: 'Vertebrata', name: 'Mammalia', share: 0.1, kind: 'marine mammal', nouns: ['Dolphin', 'Whale', 'Seal', 'Sea Lion', 'Porpoise'] },
  { ...ANIMAL, phylum: 'Chordata', subphylum: 'Tunicata', name: 'Ascidiacea', share: 1.3, kind: 'sea squirt', nouns: ['Sea Squirt', 'Tunicate'] },
  { ...ANIMAL, phylum: 'Chordata', subphylum: 'Tunicata', name: 'Thaliacea', share: 0.1, kind: 'salp', nouns: ['Salp', 'Pyrosome'] },
  { ...ANIMAL, phylum: 'Cnidaria', name: 'Anthozoa', share: 3, kind: 'coral or anemone', nouns: ['Stony Coral', 'Soft Coral', 'Sea Anemone', 'Sea Fan', 'Sea Pen', 'Zoanthid', 'Black Coral', 'Tube Anemone'] },
  { ...ANIMAL, phylum: 'Cnidaria', name: 'Hydrozoa', share: 1.6, kind: 'hydroid', nouns: ['Hydroid', 'Hydromedusa', 'Siphonophore', 'Fire Coral'] },
  { ...ANIMAL, phylum: 'Cnidaria', name: 'Scyphozoa', share: 0.2, kind: 'jellyfish', nouns: ['Jellyfish', 'Sea Nettle'] },
  { ...ANIMAL, phylum: 'Cnidaria', name: 'Cubozoa', share: 0.05, kind: 'box jellyfish', nouns: ['Box Jellyfish'] },
  { ...ANIMAL, phylum: 'Annelida', name: 'Polychaeta', share: 5.6, kind: 'bristle worm', nouns: ['Bristle Worm', 'Fan Worm', 'Scale Worm', 'Fireworm', 'Feather Duster', 'Lugworm', 'Ragworm', 'Christmas Tree Worm'] },
  { ...ANIMAL, phylum: 'Annelida', name: 'Clitellata', share: 0.4, kind: 'leech or oligochaete', nouns: ['Sea Leech', 'Oligochaete'] },
  { ...ANIMAL, phylum: 'Platyhelminthes', name: 'Trematoda', share: 2, kind: 'fluke', nouns: ['Fluke'] },
  { ...ANIMAL, phylum: 'Platyhelminthes', name: 'Monogenea', share: 1, kind: 'gill fluke', nouns: ['Gill Fluke', 'Skin Fluke'] },
  { ...ANIMAL, phylum: 'Platyhelminthes', name: 'Cestoda', share: 0.8, kind: 'tapeworm', nouns: ['Tapeworm'] },
  { ...ANIMAL, phylum: 'Platyhelminthes', name: 'Rhabditophora', share: 1.2, kind: 'flatworm', nouns: ['Flatworm', 'Polyclad'] },
  { ...ANIMAL, phylum: 'Porifera', name: 'Demospongiae', share: 3.4, kind: 'sponge', nouns: ['Sponge', 'Boring Sponge', 'Barrel Sponge', 'Tube Sponge', 'Encrusting Sponge'] },
  { ...ANIMAL, phylum: 'Porifera', name: 'Calcarea', share: 0.3, kind: 'calcareous sponge', nouns: ['Calcareous Sponge'] },
  { ...ANIMAL, phylum: 'Porifera', name: 'Hexactinellida', share: 0.3, kind: 'glass sponge', nouns: ['Glass Sponge'] },
  { ...ANIMAL, phylum: 'Echinodermata', name: 'Asteroidea', share: 0.8, kind: 'sea star', nouns: ['Sea Star', 'Cushion Star', 'Sun Star'] },
  { ...ANIMAL, phylum: 'Echinodermata', name: 'Ophiuroidea', share: 0.9, kind: 'brittle star', nouns: ['Brittle Star', 'Basket Star'] },
  { ...ANIMAL, phylum: 'Echinodermata', name: 'Echinoidea', share: 0.4, kind: 'sea urchin', nouns: ['Sea Urchin', 'Sand Dollar', 'Heart Urchin'] },
  { ...ANIMAL, phylum: 'Echinodermata', name: 'Holothuroidea', share: 0.7, kind: 'sea cucumber', nouns: ['Sea Cucumber', 'Sea Pig'] },
  { ...ANIMAL, phylum: 'Echinodermata', name: 'Crinoidea', share: 0.3, kind: 'feather star', nouns: ['Feather Star', 'Sea Lily'] },
  { ...ANIMAL, phylum: 'Nematoda', name: 'Chromadorea', share: 2, kind: 'roundworm', nouns: ['Roundworm', 'Nematode'] },
  { ...ANIMAL, phylum: 'Nematoda', name: 'Enoplea', share: 1, kind: 'roundworm', nouns: ['Roundworm', 'Nematode'] },
  { ...ANIMAL, phylum: 'Bryozoa', name: 'Gymnolaemata', share: 2.3, kind: 'bryozoan', nouns: ['Lace Coral', 'Moss Animal', 'Sea Mat'] },
  { ...ANIMAL, phylum: 'Bryozoa', name: 'Stenolaemata', share: 0.2, kind: 'bryozoan', nouns: ['Tube Bryozoan'] },
  { ...ANIMAL, phylum: 'Nemertea', name: 'Pilidiophora', share: 0.6, kind: 'ribbon worm', nouns: ['Ribbon Worm'] },
  { ...ANIMAL, phylum: 'Ctenophora', name: 'Tentaculata', share: 0.1, kind: 'comb jelly', nouns: ['Comb Jelly', 'Sea Gooseberry'] },
  { ...ANIMAL, phylum: 'Chaetognatha', name: 'Sagittoidea', share: 0.1, kind: 'arrow worm', nouns: ['Arrow Worm'] },
  { ...ANIMAL, phylum: 'Brachiopoda', name: 'Rhynchonellata', share: 0.2, kind: 'lamp shell', nouns: ['Lamp Shell'] },
  { ...ANIMAL, phylum: 'Sipuncula', name: 'Sipunculidea', share: 0.1, kind: 'peanut worm', nouns: ['Peanut Worm'] },
  { kingdom: 'Plantae', phylum: 'Rhodophyta', name: 'Florideophyceae', share: 3, order: 'ales', family: 'aceae', kind: 'red alga', nouns: ['Red Alga', 'Coralline Alga', 'Red Seaweed', 'Laver'] },
  { kingdom: 'Plantae', phylum: 'Chlorophyta', name: 'Ulvophyceae', share: 1.5, order: 'ales', family: 'aceae', kind: 'green alga', nouns: ['Green Alga', 'Sea Lettuce', 'Sea Grape', 'Mermaid’s Cup'] },
  { kingdom: 'Plantae', phylum: 'Tracheophyta', name: 'Magnoliopsida', share: 0.05, order: 'ales', family: 'aceae', kind: 'seagrass', nouns: ['Seagrass', 'Eelgrass', 'Mangrove'] },
  { kingdom: 'Chromista', phylum: 'Ochrophyta', name: 'Bacillariophyceae', share: 4, order: 'ales', family: 'aceae', kind: 'diatom', nouns: ['Diatom'] },
  { kingdom: 'Chromista', phylum: 'Ochrophyta', name: 'Phaeophyceae', share: 1, order: 'ales', family: 'aceae', kind: 'brown alga', nouns: ['Kelp', 'Wrack', 'Brown Alga', 'Sargassum Weed'] },
  { kingdom: 'Chromista', phylum: 'Myzozoa', name: 'Dinophyceae', share: 1, order: 'ales', family: 'aceae', kind: 'dinoflagellate', nouns: ['Dinoflagellate'] },
  { kingdom: 'Chromista', phylum: 'Foraminifera', name: 'Globothalamea', share: 2, order: 'ida', family: 'idae', kind: 'foram', nouns: ['Foram'] },
  { kingdom: 'Chromista', phylum: 'Foraminifera', name: 'Tubothalamea', share: 1, order: 'ida', family: 'idae', kind: 'foram', nouns: ['Foram'] },
];

/** Sum of every class's share (about 100). */
export const TOTAL_SHARE = SEA_CLASSES.reduce((sum, c) => sum + c.share, 0);

import { describe, expect, test } from 'bun:test';
import { seaLifeGroup } from './groups';

describe('sea life groups from a classification', () => {
  test.each([
    [['Animalia', 'Chordata', 'Actinopterygii', 'Perciformes'], 'fishes'],
    [['Animalia', 'Chordata', 'Elasmobranchii', 'Myliobatiformes'], 'sharks-rays'],
    [['Animalia', 'Cnidaria', 'Anthozoa', 'Scleractinia'], 'corals-anemones'],
    [['Animalia', 'Cnidaria', 'Scyphozoa', 'Semaeostomeae'], 'jellyfish'],
    [['Animalia', 'Mollusca', 'Gastropoda', 'Nudibranchia'], 'molluscs'],
    [['Animalia', 'Arthropoda', 'Malacostraca', 'Decapoda'], 'crustaceans'],
    [['Animalia', 'Echinodermata', 'Asteroidea'], 'echinoderms'],
    [['Animalia', 'Chordata', 'Reptilia', 'Testudines'], 'turtles-reptiles'],
    [['Animalia', 'Chordata', 'Mammalia', 'Cetacea'], 'mammals'],
    [['Animalia', 'Chordata', 'Aves', 'Suliformes'], 'seabirds'],
    [['Plantae', 'Rhodophyta', 'Florideophyceae'], 'algae-plants'],
    [['Chromista', 'Ochrophyta', 'Phaeophyceae', 'Laminariales'], 'algae-plants'],
    [['Animalia', 'Porifera', 'Demospongiae'], 'other'],
    [['Animalia', 'Chordata', 'Ascidiacea'], 'other'],
    [[], 'other'],
  ] as const)('%p is %s', (names, group) => {
    expect(seaLifeGroup([...names])).toBe(group);
  });
});

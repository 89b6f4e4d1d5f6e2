import { describe, expect, test } from 'bun:test';
import { doubtfulFirst, doubtsOf, type ReviewedAnswer } from './trip-review';

const sure: ReviewedAnswer = { rank: 'Species', confidence: 0.9, nearby: true, atDepth: true, aphiaId: 126436 };

describe("a trip's answers under review", () => {
  test('a species the model was sure of, recorded there and at that depth (or where nothing is known), is sure', () => {
    expect(doubtsOf(sure)).toEqual([]);
    expect(doubtsOf({ ...sure, confidence: 0.7, nearby: null, atDepth: null })).toEqual([]);
    expect(doubtsOf({ ...sure, rank: 'species' })).toEqual([]);
  });

  test('low confidence, a genus or family, not recorded nearby or at depth, or an unknown name is doubtful, each said', () => {
    expect(doubtsOf({ ...sure, confidence: 0.69 })).toEqual(['low-confidence']);
    expect(doubtsOf({ ...sure, confidence: null })).toEqual(['low-confidence']);
    expect(doubtsOf({ ...sure, rank: 'Genus' })).toEqual(['above-species']);
    expect(doubtsOf({ ...sure, rank: 'family' })).toEqual(['above-species']);
    expect(doubtsOf({ ...sure, atDepth: false })).toEqual(['not-recorded-at-depth']);
    expect(doubtsOf({ ...sure, aphiaId: null, rank: null })).toEqual(['above-species', 'unknown-name']);
  });

  test('not recorded nearby is one doubt, not two with the depth', () => {
    expect(doubtsOf({ ...sure, nearby: false, atDepth: false, confidence: 0.5 })).toEqual(['low-confidence', 'not-recorded-nearby']);
  });

  test('the doubtful come first, each group in its own order', () => {
    const cards = [{ id: 1, doubts: [] }, { id: 2, doubts: ['low-confidence' as const] }, { id: 3, doubts: [] }, { id: 4, doubts: ['above-species' as const] }];
    expect(doubtfulFirst(cards).map((card) => card.id)).toEqual([2, 4, 1, 3]);
  });
});

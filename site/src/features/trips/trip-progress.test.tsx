import { afterEach, expect, test } from 'bun:test';
import { cleanup, render, waitFor } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { useTripProgress } from './trip-progress';

afterEach(cleanup);

/** A screen following a trip whose answers are `answers` in turn (the last one stays): how many it read. */
function follow(answers: number[]) {
  const reads = { count: 0 };
  function Screen() {
    const [trip, setTrip] = useState({ pending: answers[0]! });
    const reload = useCallback(async () => {
      reads.count += 1;
      setTrip({ pending: answers[Math.min(reads.count, answers.length - 1)]! });
    }, []);
    useTripProgress(trip, reload, 1);
    return <p>{trip.pending}</p>;
  }
  return { reads, view: render(<Screen />) };
}

test('reads the trip again while sightings are pending, even when the count read is the same, and stops at none', async () => {
  const { reads, view } = follow([2, 2, 2, 1, 0]);
  await waitFor(() => expect(view.container.textContent).toBe('0'));
  expect(reads.count).toBe(4);
});

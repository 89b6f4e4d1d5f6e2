/// <reference lib="webworker" />
/**
 * Asks each URL it is given every 20 ms until told to stop, and answers with the times each took. It runs on a
 * thread of its own: the bench's own work (sending a 13.5 MB log) must not count in the server's answer times.
 */
export {};
declare const self: Worker;

const SAMPLE_EVERY_MS = 20;

self.onmessage = async (event: MessageEvent<{ urls: string[] }>) => {
  let asking = true;
  self.onmessage = () => (asking = false);
  const timesOf = async (url: string) => {
    const times: number[] = [];
    while (asking) {
      const started = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      times.push(performance.now() - started);
      await Bun.sleep(SAMPLE_EVERY_MS);
    }
    return times;
  };
  self.postMessage(await Promise.all(event.data.urls.map(timesOf)));
};

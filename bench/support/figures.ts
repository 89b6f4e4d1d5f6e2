/**
 * How every bench reports its figures. A figure that is zero, not a number or missing cannot have been measured
 * (a transfer seen by no network event, a timer that never started): its line says FAIL and the bench ends with
 * exit code 1, instead of printing 0 and passing.
 */

/** What a figure is held to: the target as printed, and whether the figure meets it. */
interface Target {
  text: string;
  met: boolean;
}

export type Measured = number | null | undefined;

let refusals = 0;

/** Figures refused so far in this process. */
export const refused = () => refusals;

/** Whether a value can be a measured figure: a finite number above zero. */
const isMeasured = (value: Measured): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * Checks the measured values behind a line: each must be a finite number above zero. One that is not prints a FAIL
 * line naming it and fails the bench (exit code 1); returns whether all were measured.
 */
export function measured(label: string, values: Record<string, Measured>): boolean {
  const missing = Object.entries(values).filter(([, value]) => !isMeasured(value));
  if (missing.length === 0) return true;
  refusals++;
  process.exitCode = 1;
  console.log(`FAIL  ${label.padEnd(44)} not measured: ${missing.map(([name, value]) => `${name} = ${value}`).join(', ')}`);
  return false;
}

/**
 * One figure's line: PASS or MISS against its target (blank without one), or FAIL when a value behind it was not
 * measured (see measured). `values` names every number the line shows.
 */
export function figure(label: string, values: Record<string, Measured>, shown: string, target?: Target): boolean {
  if (!measured(label, values)) return false;
  const mark = target === undefined ? '    ' : target.met ? 'PASS' : 'MISS';
  console.log(`${mark}  ${label.padEnd(44)} ${shown.padEnd(28)}${target ? ` target ${target.text}` : ''}`);
  return true;
}

/** A table row whose numbers must all be measured: printed as it is, or refused with a FAIL line. */
export function row(label: string, values: Record<string, Measured>, text: string): boolean {
  if (!measured(label, values)) return false;
  console.log(text);
  return true;
}

/** Ends a bench that must exit explicitly (fakes still listening): 1 when a figure was refused, else 0. */
export function exitWithFigures(): never {
  process.exit(refusals > 0 ? 1 : 0);
}

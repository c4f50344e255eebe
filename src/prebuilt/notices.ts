/** The one warning line and the --debug lines the prebuilt files print: stderr only, the warning at most once per process. */

let debugOn = process.argv.includes('--debug');
const warned = new Set<string>();

/** Turns the debug lines on or off (src/cli.ts sets it from --debug). */
export function setDebug(on: boolean): void {
  debugOn = on;
}

/** Prints a line under --debug, saying which data a command used. */
export function debugLine(message: string): void {
  if (debugOn) process.stderr.write(`qm: debug: ${message}\n`);
}

/** Prints one warning line per topic (the first damaged prebuilt file, the first leftovers skipped); later ones add nothing new. */
export function warnOnce(message: string, topic = 'prebuilt'): void {
  if (warned.has(topic)) return;
  warned.add(topic);
  process.stderr.write(`qm: warning: ${message}\n`);
}

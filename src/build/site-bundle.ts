/** Bundles the site's browser code (dist/site/browser/main.js) into one minified script, dist/site/app.js, that `qm site` inlines. */
import { packagePath } from '../package-root.js';

/** The part of rolldown's API this step uses. */
interface Rolldown {
  build(options: {
    input: string;
    platform: 'browser';
    logLevel: 'silent' | 'warn';
    output: { file: string; format: 'iife'; minify: boolean };
  }): Promise<unknown>;
}

/** Writes dist/site/app.js; returns false when rolldown is missing (qm site then says the app is not built). */
export async function bundleSite(): Promise<boolean> {
  let rolldown: Rolldown;
  try {
    const name = 'rolldown';
    rolldown = (await import(name)) as Rolldown;
  } catch {
    return false;
  }
  // The browser platform picks each dependency's browser build; the engine modules it reaches import no node: module.
  await rolldown.build({
    input: packagePath('dist', 'site', 'browser', 'main.js'),
    platform: 'browser',
    logLevel: 'warn',
    output: { file: packagePath('dist', 'site', 'app.js'), format: 'iife', minify: true },
  });
  return true;
}

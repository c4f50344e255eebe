/** How qm loads an ES-module-only package at run time (inquirer): `import()`, unless the entry running the bundle gives its own. */

type Importer = (specifier: string) => Promise<unknown>;

// The code-cached bundle runs in node:vm, where Node 20 has no loader for import(): the entry, a real module, lends its own.
let importer: Importer = (specifier) => import(specifier);

/** Imports a package by name. */
export const importPackage = <T>(specifier: string): Promise<T> => importer(specifier) as Promise<T>;

/** Makes `importPackage` use `fn` (the bundle's entry calls it before running a command). */
export function useImporter(fn: Importer): void {
  importer = fn;
}

/** A vitest setup file: after each test file, remove the folders its tests made with scratchDir. */
import { afterAll } from 'vitest';
import { removeScratch } from './scratch.js';

afterAll(removeScratch);

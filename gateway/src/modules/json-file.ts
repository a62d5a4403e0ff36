import { readFileSync } from 'node:fs';

export type JsonFileRead =
  { found: false } | { found: true; parsed: true; value: unknown } | { found: true; parsed: false; error: string };

/** Reads a JSON file telling apart "not there" from "there but not JSON", which ops fix differently. */
export function readJsonFile(file: string): JsonFileRead {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { found: false };
  }
  try {
    return { found: true, parsed: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { found: true, parsed: false, error: (error as Error).message };
  }
}

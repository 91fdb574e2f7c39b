/**
 * What Blueprint says on the console when an icon cannot be drawn: an unknown name, or paths its loader could not
 * give (web/src/shell/icons.ts serves only the icons drawn by name). setup.ts records them in every web test and
 * fails the test that provoked one: a missing icon is never silent.
 */
const ICON_ERROR = /^\[Blueprint\] (Unknown icon|Unable to load|Icon '.*' \(\d+px\) (could not be loaded|is not loaded yet))/;

const seen: string[] = [];

export function recordIconErrors(): void {
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && ICON_ERROR.test(args[0])) seen.push(args[0]);
    original(...args);
  };
}

/** The icon errors since the last call, forgotten then. */
export function takeIconErrors(): string[] {
  return seen.splice(0, seen.length);
}

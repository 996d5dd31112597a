// Editing rules of the 6-cell one-time-code input (SPEC §5): digits only, paste keeps up to six
// digits, typing moves forward, backspace and arrows move back. Pure, so it is unit-tested.

export const otpLength = 6;

export interface OtpEdit {
  cells: string[];
  /** Cell to focus after the edit. */
  focusIndex: number;
}

export function emptyCells(length = otpLength): string[] {
  return Array.from({ length }, () => '');
}

export function cellsFromValue(value: string, length = otpLength): string[] {
  const digits = value.replace(/\D/g, '').slice(0, length);
  return Array.from({ length }, (_, index) => digits[index] ?? '');
}

/**
 * Puts text typed or pasted at `index` into the cells: non-digits are dropped; a full code
 * (as many digits as cells) fills from the first cell, anything shorter from `index` on.
 */
export function insertText(cells: readonly string[], index: number, text: string): OtpEdit {
  const digits = text.replace(/\D/g, '').slice(0, cells.length);
  if (!digits) return { cells: [...cells], focusIndex: index };
  const start = digits.length >= cells.length ? 0 : index;
  const next = [...cells];
  let last = start - 1;
  for (const digit of digits) {
    if (last + 1 >= next.length) break;
    last += 1;
    next[last] = digit;
  }
  return { cells: next, focusIndex: Math.min(last + 1, next.length - 1) };
}

/**
 * What a cell's own input event holds (autofill, a virtual keyboard, cut or a context-menu
 * delete): an emptied cell stays empty; anything else is inserted as typed text.
 */
export function cellInput(cells: readonly string[], index: number, text: string): OtpEdit {
  if (text !== '') return insertText(cells, index, text);
  const next = [...cells];
  next[index] = '';
  return { cells: next, focusIndex: index };
}

/** Backspace: clears the cell, or when it is already empty clears and moves to the previous one. */
export function backspace(cells: readonly string[], index: number): OtpEdit {
  const next = [...cells];
  if (next[index]) {
    next[index] = '';
    return { cells: next, focusIndex: index };
  }
  const previous = Math.max(0, index - 1);
  next[previous] = '';
  return { cells: next, focusIndex: previous };
}

export function isComplete(cells: readonly string[]): boolean {
  return cells.every((cell) => /^\d$/.test(cell));
}

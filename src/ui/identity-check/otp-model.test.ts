import { describe, expect, it } from 'vitest';
import {
  backspace,
  cellInput,
  cellsFromValue,
  emptyCells,
  insertText,
  isComplete,
} from './otp-model';

describe('insertText', () => {
  it('given a digit typed in a cell, should set it and move to the next cell', () => {
    expect(insertText(emptyCells(), 0, '4')).toEqual({
      cells: ['4', '', '', '', '', ''],
      focusIndex: 1,
    });
  });

  it('given a digit typed in the last cell, should stay on the last cell', () => {
    const cells = ['1', '2', '3', '4', '5', ''];
    expect(insertText(cells, 5, '6')).toEqual({
      cells: ['1', '2', '3', '4', '5', '6'],
      focusIndex: 5,
    });
  });

  it('given a letter, should change nothing', () => {
    expect(insertText(emptyCells(), 2, 'a')).toEqual({ cells: emptyCells(), focusIndex: 2 });
  });

  it('given a pasted full code with noise, should keep only six digits from the first cell', () => {
    expect(insertText(emptyCells(), 3, ' 12-34 56 78')).toEqual({
      cells: ['1', '2', '3', '4', '5', '6'],
      focusIndex: 5,
    });
  });

  it('given a short paste, should fill from the current cell and stop at the end', () => {
    expect(insertText(emptyCells(), 4, '987')).toEqual({
      cells: ['', '', '', '', '9', '8'],
      focusIndex: 5,
    });
    expect(insertText(emptyCells(), 1, '98')).toEqual({
      cells: ['', '9', '8', '', '', ''],
      focusIndex: 3,
    });
  });
});

describe('backspace', () => {
  it('given a filled cell, should clear it and stay', () => {
    expect(backspace(['1', '2', '', '', '', ''], 1)).toEqual({
      cells: ['1', '', '', '', '', ''],
      focusIndex: 1,
    });
  });

  it('given an empty cell, should clear the previous cell and move there', () => {
    expect(backspace(['1', '2', '', '', '', ''], 2)).toEqual({
      cells: ['1', '', '', '', '', ''],
      focusIndex: 1,
    });
  });

  it('given the first empty cell, should stay on it', () => {
    expect(backspace(emptyCells(), 0)).toEqual({ cells: emptyCells(), focusIndex: 0 });
  });
});

describe('cellsFromValue and isComplete', () => {
  it('should spread digits over the cells and report completeness', () => {
    expect(cellsFromValue('12a3')).toEqual(['1', '2', '3', '', '', '']);
    expect(isComplete(cellsFromValue('123456'))).toBe(true);
    expect(isComplete(cellsFromValue('12345'))).toBe(false);
    expect(cellsFromValue('1234567')).toEqual(['1', '2', '3', '4', '5', '6']);
  });
});

describe('cellInput', () => {
  it('given a cell emptied by cut or a virtual keyboard, should leave it empty', () => {
    const cells = ['1', '2', '3', '', '', ''];
    expect(cellInput(cells, 1, '')).toEqual({ cells: ['1', '', '3', '', '', ''], focusIndex: 1 });
  });

  it('given text, should insert it as typed', () => {
    expect(cellInput(['', '', '', '', '', ''], 0, '12').cells.join('')).toBe('12');
  });
});

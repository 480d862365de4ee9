import { describe, expect, it } from 'vitest';
import { Terminal, terminalOf } from './terminal';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const DESKTOP_CLIENT = `${CHROME_WINDOWS} LecternClient/2.3.0`;
const ELECTRON = `${CHROME_WINDOWS} Electron/33.2.0`;

describe('terminalOf', () => {
  it('tells phones and tablets from computers', () => {
    expect(terminalOf(IPHONE, 5)).toBe(Terminal.HANDHELD);
    expect(terminalOf(ANDROID, 5)).toBe(Terminal.HANDHELD);
    expect(terminalOf(CHROME_WINDOWS, 0)).toBe(Terminal.PC_BROWSER);
    expect(terminalOf(SAFARI_MAC, 0)).toBe(Terminal.PC_BROWSER);
  });

  it('counts an iPad asking for the desktop site as a tablet', () => {
    expect(terminalOf(SAFARI_MAC, 5)).toBe(Terminal.HANDHELD);
    // A touch screen on Windows is still a computer.
    expect(terminalOf(CHROME_WINDOWS, 10)).toBe(Terminal.PC_BROWSER);
  });

  it('knows the desktop client by its user agent', () => {
    expect(terminalOf(DESKTOP_CLIENT, 0)).toBe(Terminal.PC_CLIENT);
    expect(terminalOf(ELECTRON, 0)).toBe(Terminal.PC_CLIENT);
  });
});

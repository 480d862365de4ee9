import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_BASE } from '@/lib/paths';
import { VERSION_CHECK_INTERVAL_MS, VERSION_CHECK_SNOOZE_MS, VersionCheck } from './version-check';

let deployed = 'build-1';
const fetchVersion = vi.fn(async (_url: string) => ({
  ok: true,
  json: async () => ({ version: deployed }),
}));

function setPageVersion(version: string | null) {
  document.head.querySelector('meta[name="version"]')?.remove();
  if (version === null) return;
  const meta = document.createElement('meta');
  meta.name = 'version';
  meta.content = version;
  document.head.append(meta);
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('fetch', fetchVersion);
  fetchVersion.mockClear();
  deployed = 'build-1';
  setPageVersion('build-1');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setPageVersion(null);
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

describe('version check (spec §9)', () => {
  it('looks for a new build every 10 minutes and offers a refresh when there is one', async () => {
    render(<VersionCheck />);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    expect(fetchVersion.mock.calls[0]?.[0]).toMatch(
      new RegExp(`^${PAGE_BASE}static/version\\.json\\?_t=\\d+$`),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    deployed = 'build-2';
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    const prompt = await screen.findByRole('dialog');
    expect(prompt).toHaveTextContent('A new version is available');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it("asks again 5 minutes after 'Notify later'", async () => {
    deployed = 'build-2';
    render(<VersionCheck />);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    await user().click(await screen.findByRole('button', { name: 'Notify later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await vi.advanceTimersByTimeAsync(VERSION_CHECK_SNOOZE_MS - 1_000);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('dialog')).toHaveTextContent('A new version is available');
  });

  it('never interrupts an exam in progress', async () => {
    deployed = 'build-2';
    window.history.replaceState(null, '', `${PAGE_BASE}strat/exam?answerId=a1`);
    render(<VersionCheck />);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 2);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('warns when the page has no version meta', async () => {
    setPageVersion(null);
    render(<VersionCheck />);
    expect(await screen.findByText('Failed to get application version info')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(fetchVersion).not.toHaveBeenCalled();
  });
});

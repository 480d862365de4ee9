import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { TestProviders } from '@/test/session';
import { QuestionTools } from './question-tools';
import { QuestionToolsContext } from './question-tools-context';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

function StubTool({ questionId }: { questionId: string }) {
  return <button type="button">Tool for {questionId}</button>;
}

describe('a question’s tools bar', () => {
  it('shows the features’ tools, then reports an error with a kind and text', async () => {
    const reports: unknown[] = [];
    api = fakeApi(
      byPath({
        'POST /questions/correction': (config) => {
          reports.push(JSON.parse(config.data as string));
          return ok({ correctionId: 'correction-1' });
        },
      }),
    );
    render(
      <TestProviders>
        <QuestionToolsContext.Provider value={[StubTool]}>
          <QuestionTools questionId="question-1" />
        </QuestionToolsContext.Provider>
      </TestProviders>,
    );
    const bar = screen.getByRole('toolbar', { name: 'Question tools' });
    expect(within(bar).getByRole('button', { name: 'Tool for question-1' })).toBeInTheDocument();

    await userEvent.click(within(bar).getByRole('button', { name: 'Report an error' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report an error in this question' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Wrong explanation' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Description' }),
      'Wrong exit',
    );
    await userEvent.click(submit);
    await waitFor(() =>
      expect(reports).toEqual([
        {
          questionId: 'question-1',
          kind: 'wrong-analysis',
          text: 'Wrong exit',
        },
      ]),
    );
    expect(await screen.findByText('Sent. Thank you for the report')).toBeInTheDocument();
    // The dialog's first opening loads antd's modal and radio code in jsdom: slow on a busy machine.
  }, 40_000);
});

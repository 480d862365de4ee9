import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { TClassifyNode } from '@lectern/contracts/common/classify-node';
import type { TGetCustomInfoResponse } from '@lectern/contracts/common/get-custom-info';
import { Paths } from '@/lib/paths';
import { byPath, failure, fakeApi, ok, type TFakeAnswer } from '@/test/fake-api';
import { TestProviders } from '@/test/session';
import { CustomInfoPage } from './custom-info-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const node = (
  name: string,
  classifyCode: string,
  children: TClassifyNode[] = [],
  isAble = true,
  classifyPath = `${classifyCode}/`,
): TClassifyNode => ({ name, classifyCode, classifyPath, isEdit: false, isAble, children });

const organisations = [
  node('Head office', 'hq', [
    node('Sales', 'sales', [node('East region', 'east'), node('West region', 'west')]),
    node('Labs', 'labs', [node('AI lab', 'ai', [], false)], false),
    node('Unfiled', 'unfiled', [], true, ''),
  ]),
];

const emptyForm: TGetCustomInfoResponse = {
  required: true,
  organisationLabel: 'Organisation',
  organisation: null,
  fields: [
    {
      key: 'employeeNo',
      label: 'Employee number',
      type: 'text',
      required: true,
      unique: true,
      options: [],
      value: null,
    },
    {
      key: 'position',
      label: 'Position',
      type: 'select',
      required: true,
      unique: false,
      options: ['Sales', 'Engineer'],
      value: null,
    },
    {
      key: 'entryDate',
      label: 'Entry date',
      type: 'date',
      required: false,
      unique: false,
      options: [],
      value: null,
    },
    {
      key: 'years',
      label: 'Years of service',
      type: 'number',
      required: false,
      unique: false,
      options: [],
      value: null,
    },
  ],
};

function serve(form: TGetCustomInfoResponse, saveAnswer: TFakeAnswer = ok(null)) {
  api = fakeApi(
    byPath({
      'GET /custom/info': ok(form),
      'GET /custom/organisationTree': ok(organisations),
      'POST /custom/save': saveAnswer,
    }),
  );
  return api;
}

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

function openPage(search = '?factoryCode=100100&url=%2Fexam%2Fexam') {
  const router = createMemoryRouter(
    [
      { path: Paths.CUSTOM_INFO, element: <CustomInfoPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [`${Paths.CUSTOM_INFO}${search}`] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

const saves = () =>
  (api?.requests ?? [])
    .filter((request) => request.url === '/custom/save')
    .map((request) => JSON.parse(String(request.data)) as unknown);

const treeItem = (dialog: HTMLElement, name: string) =>
  within(dialog).getByTitle(name).closest('.ant-tree-treenode') as HTMLElement;

async function chooseOrganisation(user: ReturnType<typeof userEvent.setup>, leaf: string) {
  await user.click(await screen.findByRole('button', { name: 'Organisation' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose Organisation' });
  await user.click(within(dialog).getByTitle(leaf));
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('custom info page (spec §2 supplementary info)', () => {
  it('asks for the organisation and every required field before saving', async () => {
    const user = userEvent.setup();
    serve(emptyForm);
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByText('Required field: Organisation cannot be empty'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Required field: Employee number cannot be empty'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Required field: Position cannot be empty')).toBeInTheDocument();
    expect(screen.queryByText(/Entry date cannot be empty/)).not.toBeInTheDocument();
    expect(saves()).toEqual([]);
  });

  it('lets only an enabled last-level organisation be chosen, with search and a count', async () => {
    const user = userEvent.setup();
    serve(emptyForm);
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Organisation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose Organisation' });
    expect(within(dialog).getByText('Selected (0)')).toBeInTheDocument();

    // Disabled nodes, their subtree and nodes without a classifyPath are greyed.
    for (const name of ['Labs', 'AI lab', 'Unfiled']) {
      expect(treeItem(dialog, name)).toHaveClass('ant-tree-treenode-disabled');
    }
    await user.click(within(dialog).getByTitle('AI lab'));
    expect(within(dialog).getByText('Selected (0)')).toBeInTheDocument();

    // A node with children is not at the last level.
    await user.click(within(dialog).getByTitle('Sales'));
    expect(within(dialog).getByText('Please choose a last-level organisation')).toBeInTheDocument();
    expect(within(dialog).getByText('Selected (0)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('dialog', { name: 'Choose Organisation' })).toBeInTheDocument();

    await user.type(
      within(dialog).getByRole('searchbox', { name: 'Search organisations' }),
      'west',
    );
    expect(within(dialog).queryByTitle('East region')).not.toBeInTheDocument();
    await user.click(within(dialog).getByTitle('West region'));
    expect(within(dialog).getByText('Selected (1)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('button', { name: 'Organisation' })).toHaveTextContent(
      'West region',
    );
  });

  it('saves every field in its wire form and goes back to the page the learner wanted', async () => {
    const user = userEvent.setup();
    serve(emptyForm);
    openPage();
    await chooseOrganisation(user, 'East region');
    await user.type(screen.getByLabelText('Employee number'), 'E-42');
    await user.click(screen.getByLabelText('Position'));
    await user.click(await screen.findByTitle('Engineer'));
    await user.type(screen.getByLabelText('Entry date'), '2024-03-01{Tab}');
    await user.type(screen.getByLabelText('Years of service'), '4.5');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent('/exam/exam');
    expect(saves()).toEqual([
      {
        classifyCode: 'east',
        values: { employeeNo: 'E-42', position: 'Engineer', entryDate: '2024-03-01', years: '4.5' },
      },
    ]);
  });

  it('starts from the saved info and never follows a return address off the site', async () => {
    const user = userEvent.setup();
    serve({
      ...emptyForm,
      organisation: { classifyCode: 'west', classifyPath: 'hq/sales/west/', name: 'West region' },
      fields: emptyForm.fields.map((field) => ({
        ...field,
        value:
          { employeeNo: 'E-7', position: 'Sales', entryDate: '2023-01-31', years: null }[
            field.key
          ] ?? null,
      })),
    });
    openPage('?url=%2F%2Fevil.example%2Fphish');
    expect(await screen.findByRole('button', { name: 'Organisation' })).toHaveTextContent(
      'West region',
    );
    expect(screen.getByLabelText('Employee number')).toHaveValue('E-7');
    expect(screen.getByLabelText('Entry date')).toHaveValue('2023-01-31');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent(
      /^\/custom-home$/,
    );
    expect(saves()).toEqual([
      {
        classifyCode: 'west',
        values: { employeeNo: 'E-7', position: 'Sales', entryDate: '2023-01-31', years: null },
      },
    ]);
  });

  it('stays on the page and says why when the server refuses the save', async () => {
    const user = userEvent.setup();
    serve(
      {
        ...emptyForm,
        organisation: { classifyCode: 'east', classifyPath: 'hq/sales/east/', name: 'East region' },
        fields: emptyForm.fields.map((field) => ({
          ...field,
          value: field.key === 'employeeNo' ? 'E-1' : field.key === 'position' ? 'Sales' : null,
        })),
      },
      failure('300365', { field: 'Employee number' }),
    );
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByText('Input item: Employee number cannot be repeated'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'location' })).not.toBeInTheDocument();
  });
});

import type { z } from 'zod';

/**
 * A content pack's schema issues as lines a pack author can act on: where (with the codes of the
 * banks, questions and papers on the way) and what is wrong.
 */

type Issue = z.core.$ZodIssue;
type Path = PropertyKey[];

/** Issues on the object itself or its own fields: the input is not of that union member's shape. */
const shapeMismatches = (issues: Issue[]) => issues.filter((issue) => issue.path.length <= 1);

/**
 * A question is a combination or a simple question (a union), and zod reports how the input fails
 * both. The member it was meant to be is the one whose own fields fit best; its issues are the
 * author's mistakes, the other's only say that the input is not that member.
 */
const intendedMember = (members: Issue[][]) =>
  members.reduce((best, member) => {
    const [bestShape, shape] = [shapeMismatches(best).length, shapeMismatches(member).length];
    if (shape !== bestShape) return shape < bestShape ? member : best;
    return member.length < best.length ? member : best;
  });

const flatten = (issues: Issue[], base: Path): { path: Path; message: string }[] =>
  issues.flatMap((issue) => {
    const path = [...base, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      return flatten(intendedMember(issue.errors), path);
    }
    return [{ path, message: issue.message }];
  });

const codeOf = (value: unknown) => {
  if (typeof value !== 'object' || value === null || !('code' in value)) return null;
  return typeof value.code === 'string' ? value.code : null;
};

/** `questionBanks[0](safety).questions[3](fire-exits).key.choice`. */
const describePath = (path: Path, input: unknown) => {
  let text = '';
  let value = input;
  for (const segment of path) {
    value =
      typeof value === 'object' && value !== null
        ? (value as Record<PropertyKey, unknown>)[segment]
        : undefined;
    if (typeof segment === 'number') {
      const code = codeOf(value);
      text += code === null ? `[${segment}]` : `[${segment}](${code})`;
    } else text += `${text === '' ? '' : '.'}${String(segment)}`;
  }
  return text === '' ? '(pack)' : text;
};

/** One line per issue, `path: message`, in the order zod found them. */
export const describePackIssues = (issues: Issue[], input: unknown) =>
  flatten(issues, []).map(({ path, message }) => `${describePath(path, input)}: ${message}`);

// Decision records you can trust (docs/decisions/README.md): each opens with its status, the index lists every record
// with that status, records that amend or supersede others are named by them, links lead somewhere, and each record
// fits on about a page. Holds for whatever records exist: a new one needs only its file and its index row.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const docs = fileURLToPath(new URL('../../../docs/', import.meta.url));
const decisions = path.join(docs, 'decisions');
const indexFile = path.join(decisions, 'README.md');
const performanceLog = path.join(docs, 'performance-log.md');

/** A record is about a page; past this it carries what belongs in the performance log or in a record of its own. */
const maxWords = 700;

const recordName = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const date = String.raw`\d{4}-\d{2}-\d{2}`;
/** `accepted (DATE…)`, `superseded by NNN (DATE…)` or `stale (DATE…)`, each possibly followed by more. */
const statusForm = new RegExp(String.raw`^Status: (?:accepted \(${date}[^)]*\)|superseded by \d{3}\b[^(]*\(${date}[^)]*\)|stale \(${date}[^)]*\))`);
/** The date the decision was first accepted: `accepted (DATE` or, for a later status, `accepted DATE`. */
const acceptedOn = new RegExp(String.raw`\baccepted \(?(${date})`);
/** A list of record numbers: `061`, `061, 063 and 068`. */
const numberList = String.raw`(\d{3}(?:(?:,\s+and\s+|,\s+|\s+and\s+)\d{3})*)`;

type Kind = 'accepted' | 'superseded' | 'stale';

interface DecisionRecord {
  file: string;
  number: string;
  title: string;
  /** The status paragraph, lines joined. */
  status: string;
  text: string;
}

/** Text without its parenthesised remarks (dates, notes), so lists of numbers read as lists. */
function withoutRemarks(text: string): string {
  let previous: string;
  let current = text;
  do {
    previous = current;
    current = current.replace(/\([^()]*\)/g, '');
  } while (current !== previous);
  return current.replace(/\s+/g, ' ').replace(/ ([,.;])/g, '$1');
}

const numbersIn = (list: string): string[] => list.match(/\d{3}/g) ?? [];

/** Records named after the phrases matched by `lead` (e.g. "amended by"), in `text` and in `text` without remarks. */
function referencesAfter(lead: string, text: string): string[] {
  const pattern = new RegExp(String.raw`\b(?:${lead})\s+${numberList}`, 'gi');
  const found = new Set<string>();
  for (const source of [text.replace(/\s+/g, ' '), withoutRemarks(text)]) {
    for (const match of source.matchAll(pattern)) for (const number of numbersIn(match[1] ?? '')) found.add(number);
  }
  return [...found].sort();
}

/** The records this record's status names as amending or superseding it. */
const successors = (record: DecisionRecord) => referencesAfter('amended by|superseded by', record.status);

/** The records this record says it amends or supersedes (`Amends 030 and 032`, `Supersedes the purge of 021`). */
function predecessors(record: DecisionRecord): string[] {
  const found = new Set<string>();
  for (const match of withoutRemarks(record.status).matchAll(/\b(?:Amends|Supersedes)\b([^.;]*)/g)) {
    for (const number of numbersIn(match[1] ?? '')) found.add(number);
  }
  return [...found].sort();
}

function kindOf(status: string): Kind {
  if (status.startsWith('Status: superseded')) return 'superseded';
  if (status.startsWith('Status: stale')) return 'stale';
  return 'accepted';
}

function readRecord(file: string): DecisionRecord {
  const text = readFileSync(path.join(decisions, file), 'utf8');
  const lines = text.split('\n');
  const title = /^# (\d{3}):? (.+)$/.exec(lines[0] ?? '');
  const end = lines.indexOf('', 2);
  return {
    file,
    number: file.slice(0, 3),
    title: title?.[1] === file.slice(0, 3) ? (title[2] ?? '').trim() : '',
    status: lines[1] === '' ? lines.slice(2, end === -1 ? undefined : end).join(' ') : '',
    text,
  };
}

const markdownFiles = readdirSync(decisions)
  .filter((file) => file.endsWith('.md') && file !== 'README.md')
  .sort();
const records = markdownFiles.filter((file) => recordName.test(file)).map(readRecord);
const byNumber = new Map(records.map((record) => [record.number, record]));

interface IndexRow {
  number: string;
  link: string;
  title: string;
  status: string;
  date: string;
}

const indexText = readFileSync(indexFile, 'utf8');
const indexRows: IndexRow[] = indexText
  .split('\n')
  .map((line) => /^\| \[(\d{3})\]\(([^)]+)\) \| (.+?) \| (.+?) \| (.+?) \| .+ \|$/.exec(line))
  .filter((match) => match !== null)
  .map(([, number = '', link = '', title = '', status = '', rowDate = '']) => ({ number, link, title, status, date: rowDate }));

/** GitHub's heading anchors: lowercase, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');

/** Relative links of a Markdown file that lead nowhere: a missing file, or a missing heading in a Markdown file. */
function brokenLinks(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const broken: string[] = [];
  for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
    const [relative = '', anchor] = target.split('#');
    const resolved = path.resolve(path.dirname(file), relative);
    if (!existsSync(resolved)) {
      broken.push(`${path.relative(docs, file)}: ${target} (no such file)`);
      continue;
    }
    if (anchor && resolved.endsWith('.md')) {
      const anchors = readFileSync(resolved, 'utf8')
        .split('\n')
        .filter((line) => /^#{1,6} /.test(line))
        .map((line) => anchorOf(line.replace(/^#+ /, '')));
      if (!anchors.includes(anchor)) broken.push(`${path.relative(docs, file)}: ${target} (no such heading)`);
    }
  }
  return broken;
}

describe('decision records', () => {
  it('are named NNN-title.md and open with "# NNN Title"', () => {
    expect(records.length).toBeGreaterThan(0);
    expect(markdownFiles.filter((file) => !recordName.test(file))).toEqual([]);
    expect(records.filter((record) => !record.title).map((record) => record.file)).toEqual([]);
    const numbers = records.map((record) => record.number);
    expect(numbers.filter((number, at) => numbers.indexOf(number) !== at)).toEqual([]);
  });

  it('open with a status line under the title: accepted, superseded or stale, with real dates', () => {
    const problems: string[] = [];
    for (const record of records) {
      if (!statusForm.test(record.status)) problems.push(`${record.file}: status line "${record.status.slice(0, 80)}"`);
      if (!acceptedOn.test(record.status)) problems.push(`${record.file}: the status names no "accepted (YYYY-MM-DD)" date`);
      for (const [day] of record.status.matchAll(new RegExp(date, 'g'))) {
        const parsed = new Date(`${day}T00:00:00Z`);
        if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) problems.push(`${record.file}: ${day} is no date`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('name only existing records as amending, superseding or amended', () => {
    const problems: string[] = [];
    for (const record of records) {
      const named = [
        ...referencesAfter('amended by|superseded by|amends|supersedes|supersedes the [a-z ]+ of', record.text),
        ...predecessors(record),
      ];
      for (const number of named) if (!byNumber.has(number)) problems.push(`${record.file} names ${number}, which does not exist`);
    }
    expect(problems).toEqual([]);
  });

  it('that amend or supersede an earlier record are named in its status line', () => {
    const problems: string[] = [];
    for (const record of records) {
      for (const number of predecessors(record)) {
        const earlier = byNumber.get(number);
        if (earlier && !successors(earlier).includes(record.number)) {
          problems.push(`${record.file} amends or supersedes ${earlier.file}, whose status line does not name ${record.number}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('named in a status line as amending or superseding say so in their own', () => {
    const problems: string[] = [];
    for (const record of records) {
      for (const number of successors(record)) {
        const later = byNumber.get(number);
        if (later && !predecessors(later).includes(record.number)) {
          problems.push(
            `${record.file} is amended or superseded by ${later.file}, whose status line has no "Amends ${record.number}" or "Supersedes … ${record.number}"`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it(`fit on about a page (at most ${maxWords} words; measurements go to docs/performance-log.md)`, () => {
    const long = records
      .map((record) => ({ file: record.file, words: record.text.split(/\s+/).filter(Boolean).length }))
      .filter(({ words }) => words > maxWords);
    expect(long).toEqual([]);
  });

  it('link only to files and headings that exist', () => {
    const files = [...records.map((record) => path.join(decisions, record.file)), indexFile, performanceLog];
    expect(files.flatMap(brokenLinks)).toEqual([]);
  });
});

describe('the index of decision records', () => {
  it('has one row per record, and every row names an existing record file', () => {
    const linked = indexRows.map((row) => row.link);
    expect(linked.filter((link, at) => linked.indexOf(link) !== at)).toEqual([]);
    expect(
      indexRows
        .filter((row) => !recordName.test(row.link) || row.link.slice(0, 3) !== row.number || !byNumber.has(row.number))
        .map((row) => row.link),
    ).toEqual([]);
    expect(records.map((record) => record.file).filter((file) => !linked.includes(file))).toEqual([]);
  });

  it("gives each record's title, status and date as the record does", () => {
    const problems: string[] = [];
    for (const row of indexRows) {
      const record = byNumber.get(row.number);
      if (!record || record.file !== row.link) continue;
      if (row.title !== record.title) problems.push(`${row.number}: title "${row.title}", the record says "${record.title}"`);
      const accepted = acceptedOn.exec(record.status)?.[1];
      if (row.date !== accepted) problems.push(`${row.number}: date ${row.date}, the record says ${accepted}`);
      const rowKind: Kind = row.status.startsWith('superseded') ? 'superseded' : row.status.startsWith('stale') ? 'stale' : 'accepted';
      if (rowKind !== kindOf(record.status)) problems.push(`${row.number}: status "${row.status}", the record is ${kindOf(record.status)}`);
      const rowSuccessors = [...new Set(numbersIn(withoutRemarks(row.status)))].sort();
      if (rowSuccessors.join() !== successors(record).join()) {
        problems.push(
          `${row.number}: status "${row.status}" names ${rowSuccessors.join(', ') || 'nothing'}, the record ${successors(record).join(', ') || 'nothing'}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });
});

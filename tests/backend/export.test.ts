// @vitest-environment node
// `npm run waitlist:export`: proper CSV, the same whether the backend is running or not.
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, exportWaitlistCsv, toCsv } from '../../backend/export.mjs';
import { LOCAL_ANON_KEY } from '../../backend/keys.mjs';
import { startBackend } from '../../backend/server.mjs';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const HEADER = 'id,created_at,name,email,company_name,phone_number,importance,contact_consent,consent_text,consented_at,creator_count,feature_choices,proposed_feature,' +
  'page_url,referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content,source,widget\r\n';
const local = (port: number, dataDir: string) => ({ kind: 'local' as const, host: '127.0.0.1', port, dataDir });

describe('toCsv', () => {
  it('writes the header row first, even without rows', () => {
    expect(toCsv([])).toBe(HEADER);
  });

  it('quotes fields holding quotes, commas or line breaks, doubling the quotes', () => {
    const csv = toCsv([{ name: 'Ada "Countess" Lovelace', company_name: 'Babbage, Lovelace & Co', proposed_feature: 'line one\nline two' }],
      ['name', 'company_name', 'proposed_feature']);
    expect(csv).toBe('name,company_name,proposed_feature\r\n"Ada ""Countess"" Lovelace","Babbage, Lovelace & Co","line one\nline two"\r\n');
  });

  it('writes a list as one field, null as empty and booleans as true/false', () => {
    const csv = toCsv([{ feature_choices: ['Payments', 'Agency Roster'], phone_number: null, contact_consent: false }],
      ['feature_choices', 'phone_number', 'contact_consent']);
    expect(csv).toBe('feature_choices,phone_number,contact_consent\r\n"Payments; Agency Roster",,false\r\n');
  });

  it("leaves no cell starting with a formula where a ';' spreadsheet splits the line, unless raw output is asked for", () => {
    const row = { id: '7', name: 'Bob;=HYPERLINK(C2&D2); @SUM(1)', company_name: 'Acme; -2+3', proposed_feature: 'Tab\there' };
    // Excel in a ';' locale cuts each line at every ';', whatever the quotes, and the name is not the line's first field.
    const cells = (csv: string) => csv.split('\r\n')[1]!.split(';');
    const formulas = (csv: string) => cells(csv).filter((cell) => /^\s*[=+\-@]/.test(cell));
    expect(cells(toCsv([row]))).toHaveLength(4);
    expect(formulas(toCsv([row]))).toEqual([]);
    expect(formulas(toCsv([row], undefined, { spreadsheetSafe: false }))).toContain('=HYPERLINK(C2&D2)');
    expect(toCsv([row], ['proposed_feature'])).toBe('proposed_feature\r\n"Tab\there"\r\n');
  });

  it('leaves no cell starting with a formula after a line break inside a field', () => {
    const csv = toCsv([{ name: 'Ada', proposed_feature: 'Great idea\n=1+1;\r\n @SUM(A1)\n\n-2' }], ['name', 'proposed_feature']);
    const cells = csv.split(/[\r\n;]+/);
    expect(cells.filter((cell) => /^\s*[=+\-@]/.test(cell))).toEqual([]);
    // A cell starting with a carriage return is one OWASP guards too: here, the one after the ';'.
    expect(csv).toBe('name,proposed_feature\r\nAda,"Great idea\n\'=1+1;\'\r\n\' @SUM(A1)\n\n\'-2"\r\n');
  });

  it('keeps a spreadsheet from running a submitted formula, unless raw output is asked for', () => {
    const rows = [{ name: '=HYPERLINK("http://evil.example","x")', phone_number: '+44 20 7946 0958' }];
    expect(toCsv(rows, ['name', 'phone_number'])).toBe('name,phone_number\r\n"\'=HYPERLINK(""http://evil.example"",""x"")",\'+44 20 7946 0958\r\n');
    expect(toCsv(rows, ['name', 'phone_number'], { spreadsheetSafe: false })).toBe(
      'name,phone_number\r\n"=HYPERLINK(""http://evil.example"",""x"")",+44 20 7946 0958\r\n',
    );
  });

  it('keeps a spreadsheet from turning creator counts into dates and phone numbers into numbers, unless raw output is asked for', () => {
    const counts = ['0', '1-5', '6-20', '21-50', '51-100', '101-200', '200+'].map((creator_count) => ({ creator_count }));
    expect(toCsv(counts, ['creator_count'])).toBe("creator_count\r\n0\r\n'1-5\r\n'6-20\r\n'21-50\r\n'51-100\r\n'101-200\r\n200+\r\n");
    const phones = ['07946095800', '44207946095800123', '2079460958', '020 7946 0958'].map((phone_number) => ({ phone_number }));
    expect(toCsv(phones, ['phone_number'])).toBe("phone_number\r\n'07946095800\r\n'44207946095800123\r\n2079460958\r\n020 7946 0958\r\n");
    expect(toCsv(counts, ['creator_count'], { spreadsheetSafe: false })).toBe('creator_count\r\n0\r\n1-5\r\n6-20\r\n21-50\r\n51-100\r\n101-200\r\n200+\r\n');
  });
});

describe('exportWaitlistCsv', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'rosterkit-export-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('reads over HTTP while the backend runs and from the data directory after, with the same CSV', async () => {
    const backend = await startBackend({ port: 0, dataDir });
    const port = Number(new URL(backend.url).port);
    const signUps = [
      { name: 'First, Person', email: 'first@example.com' },
      { name: 'Second "2nd" Person', email: 'second@example.com', contact_consent: true, consent_text: 'I agree to receive product news, now and then' },
    ];
    for (const signUp of signUps) {
      const response = await fetch(`${backend.url}/rest/v1/waitlist`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...signUp, company_name: 'Acme', creator_count: '1-5', feature_choices: ['Payments', 'Leads Email Collector'] }),
      });
      expect(response.status).toBe(201);
    }
    const live = await exportWaitlistCsv(local(port, dataDir));
    await backend.close();
    const offline = await exportWaitlistCsv(local(port, dataDir));

    expect(live.from).toBe(`the backend on port ${port}`);
    expect(offline.from).toBe(dataDir);
    expect(offline.csv).toBe(live.csv);
    const lines = live.csv.split('\r\n');
    expect(lines[0]).toBe(EXPORT_COLUMNS.join(','));
    expect(lines[1]).toMatch(/^[0-9a-f-]{36},\S+,"First, Person",first@example\.com,Acme,,,false,,,'1-5,"Payments; Leads Email Collector",,,,,,,,,,$/);
    // Consent keeps its words and the database's time of the sign-up.
    const [, created, consentedAt] = /^[0-9a-f-]{36},([^,]+),.*,true,"I agree to receive product news, now and then",([^,]+),'1-5,/.exec(lines[2] ?? '') ?? [];
    expect(lines[2]).toContain('"Second ""2nd"" Person",second@example.com');
    expect(consentedAt).toMatch(/^\d{4}-\d\d-\d\d/);
    expect(consentedAt).toBe(created);
    expect(lines).toHaveLength(4);
  }, 60_000);

  it('prints only the header for a data directory that was never created, without creating it', async () => {
    const missing = join(dataDir, 'never-started');
    const result = await exportWaitlistCsv(local(await freePort(), missing));
    expect(result).toEqual({ csv: HEADER, rows: 0, from: missing });
    expect(existsSync(missing)).toBe(false);
  });
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { followRequests } from './network';
import { PARTNER } from './ports.mjs';

async function openTalent(page: Page, name: string) {
  await page.goto(`${PARTNER}/roster-demo.html`);
  const demo = page.locator('rosterkit-roster-demo');
  await demo.getByRole('button', { name, exact: true }).click();
  await expect(demo.getByRole('heading', { name, level: 3 })).toBeVisible();
  return demo;
}

const insight = (demo: Locator, title: string) => demo.getByRole('article', { name: title, exact: true });

test.describe('given the roster demo, after opening a talent', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('it should show Packages and Statistics with Statistics selected, the strip and the profile summary', async ({ page }) => {
    const demo = await openTalent(page, 'Maya Chen');
    const tabs = demo.getByRole('tablist', { name: 'About Maya Chen' }).getByRole('tab');
    await expect(tabs).toHaveText(['Packages', 'Statistics']);
    await expect(demo.getByRole('tab', { name: 'Statistics' })).toHaveAttribute('aria-selected', 'true');
    await expect(demo.getByRole('tab', { name: 'Packages' })).toHaveAttribute('aria-selected', 'false');
    await expect(demo.getByRole('tabpanel', { name: 'Statistics' })).toBeVisible();
    await expect(demo.getByRole('button', { name: 'Back to roster' })).toBeVisible();
    const photos = demo.getByRole('list', { name: 'Photos of Maya Chen' }).getByRole('img');
    await expect(photos).toHaveCount(3);
    for (const photo of await photos.all()) {
      expect(await photo.getAttribute('width')).toBeTruthy();
      expect(await photo.getAttribute('height')).toBeTruthy();
    }
    const profile = demo.getByRole('article', { name: 'Maya Chen' });
    for (const text of ['Travel & Lifestyle', 'United States', '@maya.wanders', 'Starting from', '$2,500']) {
      await expect(profile).toContainText(text);
    }
    await expect(profile.getByRole('list', { name: 'Followers' }).first()).toContainText(/Instagram:.*1\.5M.*TikTok:.*YouTube:/);
  });

  test('tabs should follow the mouse, the arrow keys, Home and End', async ({ page }) => {
    const demo = await openTalent(page, 'Maya Chen');
    const statistics = demo.getByRole('tab', { name: 'Statistics' });
    const packages = demo.getByRole('tab', { name: 'Packages' });
    await packages.click();
    await expect(packages).toHaveAttribute('aria-selected', 'true');
    await expect(demo.getByRole('tabpanel', { name: 'Packages' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(statistics).toBeFocused();
    await expect(statistics).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(packages).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(statistics).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(packages).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(statistics).toHaveAttribute('aria-selected', 'true');
    await expect(packages).toHaveAttribute('tabindex', '-1');
    // With a modifier the keys stay the browser's (Alt+Left is Back): the tabs neither move nor take them.
    const taken = await statistics.evaluate((tab) => {
      const key = new KeyboardEvent('keydown', { key: 'ArrowRight', altKey: true, bubbles: true, composed: true, cancelable: true });
      tab.dispatchEvent(key);
      return key.defaultPrevented;
    });
    expect(taken).toBe(false);
    await expect(statistics).toHaveAttribute('aria-selected', 'true');
    // Each tab controls a panel that is there: the selected one's, drawn; the other names none.
    const panel = await demo.getByRole('tabpanel').getAttribute('id');
    await expect(statistics).toHaveAttribute('aria-controls', panel!);
    await expect(packages).not.toHaveAttribute('aria-controls');
  });

  for (const [name, prices] of [['Maya Chen', ['$2,500', '$3,750', '$5,000']], ['Lucas Moreau', ['$500', '$750', '$1,000']]] as const) {
    test(`Packages should price ${name}'s three packages from the talent's price`, async ({ page }) => {
      const demo = await openTalent(page, name);
      await demo.getByRole('tab', { name: 'Packages' }).click();
      const items = demo.getByRole('list', { name: 'Packages' }).getByRole('listitem');
      await expect(items).toHaveCount(3);
      const expected = [
        ['Instagram Story', '24-hour story promotion', '100k followers'],
        ['TikTok', 'video promotion', '50k followers'],
        ['YouTube', 'video integration', '75k subscribers'],
      ] as const;
      for (const [index, [title, description, audience]] of expected.entries()) {
        const item = items.nth(index);
        await expect(item.getByRole('heading', { name: title })).toBeVisible();
        // As drawn (innerText is the rendered text, after CSS's text-transform): SPEC's words, as written.
        expect(await item.evaluate((node) => (node as HTMLElement).innerText)).toContain(description);
        await expect(item).toContainText(audience);
        await expect(item).toContainText(prices[index]!);
      }
    });
  }

  test("'Add to cart' should do nothing: no navigation, request or dialog", async ({ page }) => {
    const network = followRequests(page);
    const demo = await openTalent(page, 'Amara Okafor');
    await demo.getByRole('tab', { name: 'Packages' }).click();
    await network.untilQuiet();
    const url = page.url();
    const addToCart = demo.getByRole('button', { name: /^Add to cart/ });
    await expect(addToCart).toHaveCount(3);
    for (const button of await addToCart.all()) await button.click();
    // What the clicks start (a request, a navigation, a dialog) has started by the next frame.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    expect(page.url()).toBe(url);
    expect(network.urls).toEqual([]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Statistics should draw the pie and the bars, with a text alternative for each chart', async ({ page }) => {
    const demo = await openTalent(page, 'Maya Chen');
    const gender = insight(demo, 'Gender');
    await expect(gender.locator('.recharts-pie-sector')).toHaveCount(2);
    const pieSize = async () => {
      const box = await gender.locator('.recharts-pie').boundingBox();
      return Math.round(Math.max(box!.width, box!.height));
    };
    // SPEC's figures, not the code's constants: outer radius 40, bars 15 thick.
    await expect.poll(pieSize).toBe(2 * 40);
    // The legend is drawn for the eye; the table below carries the same figures for screen readers.
    await expect(gender.locator('[part~="legend"] li')).toHaveText(['Female60%', 'Male40%']);
    await expect(gender.getByRole('table')).toContainText('Female60%Male40%');
    // SPEC: segment colours alternate between purple and light blue. Polled: the pie may still be
    // drawing its entrance, when a sector has no fill yet.
    const hues = () =>
      gender.locator('.recharts-pie-sector path').evaluateAll((paths) =>
        paths.map((path) => {
          const [red, green, blue] = (getComputedStyle(path).fill.match(/\d+/g) ?? []).map(Number);
          if (red === undefined || green === undefined || blue === undefined) return 'none';
          return red > green ? 'purple' : green > red && blue > red ? 'light blue' : 'other';
        }),
      );
    await expect.poll(hues).toEqual(['purple', 'light blue']);
    for (const title of ['Audience age', 'Audience country']) {
      const bars = insight(demo, title).locator('.recharts-bar-rectangle path');
      await expect(bars).toHaveCount(5);
      expect(Math.round((await bars.nth(3).boundingBox())!.height)).toBe(15);
      // The value axis is fixed to 0 to 100: the 35-44 band's 50% fills half its track.
      const track = (await insight(demo, title).locator('path.recharts-bar-background-rectangle').nth(3).boundingBox())!;
      expect(Math.abs((await bars.nth(3).boundingBox())!.width - track.width / 2)).toBeLessThanOrEqual(2);
      const table = insight(demo, title).getByRole('table');
      await expect(table.getByRole('row', { name: '35-44 50%' })).toHaveCount(1);
      await expect(table.getByRole('row', { name: '13-17 1.4%' })).toHaveCount(1);
    }
  });

  test('the pie should be a whole disc, no hole and no gaps, and each bar square on the left and rounded on the right', async ({ page }) => {
    const demo = await openTalent(page, 'Maya Chen');
    // SPEC: inner radius 0 and no padding: every point of the disc, its centre too, is a sector's.
    const offSectors = () =>
      insight(demo, 'Gender').locator('.recharts-pie').evaluate((pie) => {
        // Points outside the viewport hit nothing.
        pie.scrollIntoView({ block: 'center' });
        const box = pie.getBoundingClientRect();
        const [x, y, root] = [box.left + box.width / 2, box.top + box.height / 2, pie.getRootNode() as ShadowRoot];
        const missed: string[] = [];
        for (const radius of [2, 20, 36]) {
          for (let degrees = 0; degrees < 360; degrees += 2) {
            const angle = (degrees * Math.PI) / 180;
            const hit = root.elementFromPoint(x + radius * Math.cos(angle), y + radius * Math.sin(angle));
            if (!hit?.closest('.recharts-pie-sector')) missed.push(`${radius} px at ${degrees}°`);
          }
        }
        return missed;
      });
    await expect.poll(offSectors).toEqual([]);
    // SPEC: rounded right corners. A bar's outermost corner pixels: the left ones are the bar's, the right ones not.
    const bar = insight(demo, 'Audience age').locator('.recharts-bar-rectangle path').nth(3);
    const corners = await bar.evaluate((path) => {
      path.scrollIntoView({ block: 'center' });
      const box = path.getBoundingClientRect();
      const root = path.getRootNode() as ShadowRoot;
      const isBar = (x: number, y: number) => root.elementFromPoint(x, y) === path;
      return {
        left: [isBar(box.left + 0.5, box.top + 0.5), isBar(box.left + 0.5, box.bottom - 0.5)],
        right: [isBar(box.right - 0.5, box.top + 0.5), isBar(box.right - 0.5, box.bottom - 0.5)],
        middle: isBar(box.right - 0.5, box.top + box.height / 2),
      };
    });
    expect(corners).toEqual({ left: [true, true], right: [false, false], middle: true });
  });

  test("hovering a bar should show 'Age: 35-44' and '50%' near the pointer, drawn in the shadow root", async ({ page }) => {
    const demo = await openTalent(page, 'Maya Chen');
    for (const [title, label] of [['Audience age', 'Age: 35-44'], ['Audience country', 'Country: 35-44']]) {
      const bar = insight(demo, title!).locator('.recharts-bar-rectangle path').nth(3);
      const box = (await bar.boundingBox())!;
      const pointer = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await page.mouse.move(pointer.x, pointer.y);
      const tooltip = insight(demo, title!).locator('.rd-tooltip');
      await expect(tooltip).toContainText(label!);
      await expect(tooltip).toContainText('50%');
      const tip = (await tooltip.boundingBox())!;
      expect(tip.x).toBeGreaterThanOrEqual(0);
      expect(tip.x + tip.width).toBeLessThanOrEqual(1280);
      expect(Math.hypot(tip.x - pointer.x, tip.y - pointer.y)).toBeLessThan(160);
    }
    await insight(demo, 'Gender').locator('.recharts-pie-sector').first().hover();
    await expect(insight(demo, 'Gender').locator('.rd-tooltip')).toContainText('Female');
    // recharts measures text in a span it appends to document.body: the demo avoids that.
    expect(await page.evaluate(() => [...document.body.children].map((child) => child.tagName))).toEqual(['MAIN']);
  });

  test('it should show at most three publications with their figures, only when there are some', async ({ page }) => {
    const demo = await openTalent(page, 'Maya Chen');
    const publications = () => demo.getByRole('region', { name: 'Instagram publications' }).getByRole('listitem');
    await expect(publications()).toHaveCount(3);
    await expect(publications().first()).toContainText('Golden hour in the hills');
    await expect(publications().first()).toContainText(/Views\s*126K.*Likes\s*14\.8K.*Comments\s*532.*Saves\s*2\.3K/);
    await expect(publications().nth(2)).not.toContainText('Saves');
    const link = demo.getByRole('link', { name: /Go to profile/ });
    await expect(link).toHaveAttribute('href', 'https://www.instagram.com/maya.wanders/');
    await expect(link).toHaveAttribute('target', '_blank');

    await demo.getByRole('button', { name: 'Back to roster' }).click();
    await demo.getByRole('button', { name: 'Lucas Moreau', exact: true }).click();
    await expect(demo.getByRole('heading', { name: 'Instagram publications' })).toHaveCount(0);
    await expect(demo.getByRole('link', { name: /Go to profile/ })).toBeVisible();
  });

  test('back should return to the roster, in the view it left, with the focus on the card', async ({ page }) => {
    await page.goto(`${PARTNER}/roster-demo.html`);
    const demo = page.locator('rosterkit-roster-demo');
    await demo.getByRole('button', { name: 'List view' }).click();
    await demo.getByRole('button', { name: 'Lucas Moreau', exact: true }).click();
    await demo.getByRole('tab', { name: 'Packages' }).click();
    await demo.getByRole('button', { name: 'Back to roster' }).click();
    await expect(demo.getByRole('button', { name: 'Lucas Moreau', exact: true })).toBeFocused();
    await expect(demo.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await demo.getByRole('button', { name: 'Lucas Moreau', exact: true }).click();
    await expect(demo.getByRole('tab', { name: 'Statistics' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('given a talent\'s statistics on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('tapping a pie segment or a bar should show its tooltip', async ({ page }) => {
    await page.goto(`${PARTNER}/roster-demo.html`);
    const demo = page.locator('rosterkit-roster-demo');
    await demo.getByRole('button', { name: 'Maya Chen', exact: true }).tap();
    const gender = insight(demo, 'Gender');
    await expect(gender.locator('.recharts-pie-sector')).toHaveCount(2);
    await gender.locator('.recharts-pie-sector').first().tap();
    await expect(gender.locator('.rd-tooltip')).toContainText('Female');
    const age = insight(demo, 'Audience age');
    await age.locator('.recharts-bar-rectangle path').nth(3).tap();
    await expect(age.locator('.rd-tooltip')).toContainText('Age: 35-44');
  });
});

for (const [width, layout] of [[375, 'stacked'], [768, 'in a row'], [1280, 'in a row']] as const) {
  test.describe(`given a talent's statistics at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`the three insight cards should be 12rem (192 px) tall and ${layout}`, async ({ page }) => {
      const demo = await openTalent(page, 'Amara Okafor');
      const boxes = [];
      for (const title of ['Gender', 'Audience age', 'Audience country']) {
        const box = (await insight(demo, title).boundingBox())!;
        expect(box.height).toBe(192);
        boxes.push(box);
      }
      const [a, b, c] = boxes;
      if (layout === 'in a row') expect(a!.y === b!.y && b!.y === c!.y && a!.x < b!.x && b!.x < c!.x).toBe(true);
      else expect(a!.y + a!.height <= b!.y && b!.y + b!.height <= c!.y && a!.x === b!.x).toBe(true);
      await expect(insight(demo, 'Audience age').locator('.recharts-bar-rectangle path')).toHaveCount(5);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
    });
  });
}

test.describe('given the roster demo in a 600 px column of a 1280 px page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the insight cards stack, and the Gender legend stays inside its card', async ({ page }) => {
    await page.goto(`${PARTNER}/roster-demo.html`);
    const demo = page.locator('rosterkit-roster-demo');
    await demo.evaluate((element) => element.setAttribute('style', 'display: block; width: 600px'));
    await demo.getByRole('button', { name: 'Amara Okafor', exact: true }).click();
    const [gender, age] = [insight(demo, 'Gender'), insight(demo, 'Audience age')];
    const legend = gender.locator('.rd-legend');
    await expect(legend).toBeVisible();
    const [card, key, next] = [(await gender.boundingBox())!, (await legend.boundingBox())!, (await age.boundingBox())!];
    expect(next.y).toBeGreaterThanOrEqual(card.y + card.height);
    expect(key.x + key.width).toBeLessThanOrEqual(card.x + card.width);
  });

  // The landing shows the demo from 768 px; a 15 px scrollbar then leaves its body 639 px inside.
  test('with its body 639 px wide, as in a 768 px window with a scrollbar, the cards stay in a row, the legend inside', async ({ page }) => {
    await page.goto(`${PARTNER}/roster-demo.html`);
    const demo = page.locator('rosterkit-roster-demo');
    await demo.getByRole('button', { name: 'Amara Okafor', exact: true }).click();
    const body = demo.locator('.rd-body').first();
    const inside = () => body.evaluate((node) => node.clientWidth - parseFloat(getComputedStyle(node).paddingLeft) - parseFloat(getComputedStyle(node).paddingRight));
    const frame = (await demo.evaluate((element) => element.getBoundingClientRect().width)) - (await inside());
    await demo.evaluate((element, width) => element.setAttribute('style', `display: block; width: ${width}px`), frame + 639);
    await expect.poll(inside).toBe(639);
    const cards = [insight(demo, 'Gender'), insight(demo, 'Audience age'), insight(demo, 'Audience country')];
    const [a, b, c] = await Promise.all(cards.map(async (card) => (await card.boundingBox())!));
    expect(a!.y === b!.y && b!.y === c!.y && a!.x < b!.x && b!.x < c!.x).toBe(true);
    const key = (await cards[0]!.locator('.rd-legend').boundingBox())!;
    expect(key.x + key.width).toBeLessThanOrEqual(a!.x + a!.width);
  });
});

test.describe('given a talent opened on a 320 px screen', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  // WCAG 1.4.10 (reflow): nothing of either tab is cut off at the demo's right edge. The photo
  // strip is a row that scrolls sideways by design, and the charts' tables are for screen readers only.
  test('every part of Statistics and Packages stays inside the demo', async ({ page }) => {
    const demo = await openTalent(page, 'Maya Chen');
    const beyondEdge = () =>
      demo.evaluate((host) => {
        const edge = host.getBoundingClientRect().right;
        return [...host.shadowRoot!.querySelectorAll('.rd-detail *')]
          .filter((element) => !element.closest('.rd-strip, .rk-sr-only') && element.getBoundingClientRect().right > edge + 0.5)
          .map((element) => `${element.localName}.${element.getAttribute('class')}`);
      });
    await expect(insight(demo, 'Audience age').locator('.recharts-bar-rectangle path')).toHaveCount(5);
    expect(await beyondEdge()).toEqual([]);
    await demo.getByRole('tab', { name: 'Packages' }).click();
    await expect(demo.getByRole('tabpanel', { name: 'Packages' })).toBeVisible();
    expect(await beyondEdge()).toEqual([]);
  });

  test("every publication's title is there whole, not cut short with an ellipsis", async ({ page }) => {
    const demo = await openTalent(page, 'Maya Chen');
    const titles = demo.locator('.rd-publication-title');
    await expect(titles).toHaveCount(3);
    const cut = await titles.evaluateAll((nodes) => nodes.filter((node) => node.scrollWidth > node.clientWidth).map((node) => node.textContent));
    expect(cut).toEqual([]);
  });
});

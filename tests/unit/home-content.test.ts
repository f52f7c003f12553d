import { aboutStats, companyCounters, companyTimeline, counterSchema, valueSlides } from '@/content/company';
import { dashboardVideo, featureGrid, operatorCards, partnerSection, solutionCards, whyChoose } from '@/content/home';
import { publicRoutes } from '@/content/routes';
import { parseContent } from '@/content/schema';
import { existsSync } from 'node:fs';
import path from 'node:path';

const publicFile = (src: string) => path.join(process.cwd(), 'public', src);
const routePaths = new Set(publicRoutes.map((r) => r.path));

describe('company content', () => {
  it('has the six home counters of the spec, in order', () => {
    expect(companyCounters.map((c) => c.number)).toEqual(['12+', '5000+', '80+', '10+', '2007', 'US 2023']);
    for (const c of companyCounters) expect(c.number).toContain(String(c.value));
  });

  it('rejects a counter whose digits are not in its text', () => {
    expect(() => parseContent('counters', counterSchema, { bad: { number: '12+', value: 13, label: 'Years' } })).toThrow(
      /counters\["bad"\]\.number: number must contain value/,
    );
  });

  it('has the four About stat cards and the eight milestones', () => {
    expect(aboutStats.map(({ number, label }) => ({ number, label }))).toEqual([
      { number: '12+', label: 'Years' },
      { number: '80+', label: 'Employees' },
      { number: '5,000+', label: 'Locations' },
      { number: '10+', label: 'Countries' },
    ]);
    expect(companyTimeline.map((e) => e.year)).toEqual(['2007', '2013', '2014', '2016', '2017', '2023', '2024', '2025']);
    expect(companyTimeline.find((e) => e.year === '2023')?.title).toMatch(/United States/);
  });

  it('has five value slides whose images exist', () => {
    expect(valueSlides).toHaveLength(5);
    for (const slide of valueSlides) expect(existsSync(publicFile(slide.image.src))).toBe(true);
  });
});

describe('home content', () => {
  it('links every card to a real route', () => {
    const hrefs = [...operatorCards, ...featureGrid, ...whyChoose].flatMap((c) => (c.href ? [c.href] : []));
    hrefs.push(...solutionCards.map((c) => c.link.href));
    expect(hrefs.length).toBeGreaterThan(8);
    for (const href of hrefs) expect(routePaths.has(href)).toBe(true);
    expect(operatorCards.every((c) => c.href?.startsWith('/business/'))).toBe(true);
  });

  it('has three solution cards, with existing illustrations', () => {
    expect(solutionCards).toHaveLength(3);
    for (const card of solutionCards) expect(existsSync(publicFile(card.image.src))).toBe(true);
  });

  it('points the video at committed files', () => {
    for (const src of [dashboardVideo.sources.webm, dashboardVideo.sources.mp4, dashboardVideo.poster])
      expect(existsSync(publicFile(src))).toBe(true);
  });

  it('keeps to the facts of the spec: no fee figure, the partner commission named', () => {
    const everything = JSON.stringify([whyChoose, solutionCards, featureGrid, operatorCards, dashboardVideo, partnerSection]);
    expect(everything).not.toMatch(/0\.5%/);
    expect(partnerSection.description).toMatch(/up to \$1,000/);
    expect(everything).toMatch(/English, Spanish, Chinese, Portuguese and Russian/);
    expect(everything).toMatch(/12\+ hours/);
  });
});

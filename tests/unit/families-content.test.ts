import { parseContent } from '@/content/schema';
import { deviceSchema, devices, getDevice, resolveDevice, devicePageHref, hardwareCards, SPEC_ON_REQUEST } from '@/content/devices';
import { industries, loadIndustries } from '@/content/industries';
import { loadProducts, products } from '@/content/products';
import { customerPages, loadCustomerPages } from '@/content/customers';

describe('industry content', () => {
  it('has the eight trades of the spec', () => {
    expect(industries.map((i) => i.slug).sort()).toEqual(
      ['bakeries', 'coffee-shops', 'food-trucks', 'ghost-kitchens', 'ice-cream-shops', 'juice-bars', 'quick-services', 'tea-shops'],
    );
  });

  it('sends Learn More to /hardware, except ghost kitchens to the external hardware page', () => {
    for (const industry of industries)
      if (industry.slug === 'ghost-kitchens') expect(industry.hardware.learnMore).toMatch(/^https:\/\//);
      else expect(industry.hardware.learnMore).toBe('/hardware');
  });

  it('fails naming the entry and field when an entry is malformed', () => {
    const good = industries.find((i) => i.slug === 'bakeries')!;
    const broken = { ...good, hero: { ...good.hero, title: '' } };
    expect(() => loadIndustries({ bakeries: broken })).toThrow('industries["bakeries"].hero.title');
  });

  it('rejects an industry whose hardware names a device that does not exist', () => {
    const good = industries.find((i) => i.slug === 'tea-shops')!;
    const broken = { ...good, hardware: { ...good.hardware, devices: ['VP550', 'VP9999'] } };
    expect(() => loadIndustries({ 'tea-shops': broken })).toThrow(/industries\["tea-shops"\]\.hardware\.devices\.1: is not a device/);
  });
});

describe('device content', () => {
  it('holds every named device of the spec', () => {
    expect(devices.map((d) => d.name)).toEqual(
      expect.arrayContaining(['VP800', 'VP550', 'VP550E', 'VP3300', 'VP2300', 'VP400', 'POS Terminal', 'Self-Service Kiosk', 'Kitchen Display System']),
    );
  });

  it('keeps the spec figures and says so honestly where there are none', () => {
    const kds = getDevice('Kitchen Display System')!;
    expect(kds.specs).toEqual({
      operatingSystem: 'Android 11',
      processor: 'Quad-core',
      memory: '4GB RAM / 64GB storage',
      display: '15.6 inch Full HD',
      connectivity: 'Wi-Fi 6, Ethernet, Bluetooth 5.0',
    });
    expect(getDevice('VP3300')!.specs.memory).toBe('4GB RAM / 64GB storage');
    expect(getDevice('Self-Service Kiosk')!.specs.display).toContain('21.5 inch');
    expect(getDevice('VP800')!.specs.processor).toBe(SPEC_ON_REQUEST);
  });

  it('matches names case-insensitively, URL-encoded or with + for spaces', () => {
    expect(getDevice('vp3300')?.slug).toBe('vp3300');
    expect(getDevice('POS+Terminal')?.slug).toBe('pos-terminal');
    expect(getDevice('pos%20terminal')?.slug).toBe('pos-terminal');
    expect(getDevice('VP550E')?.slug).toBe('vp550e');
    expect(getDevice('VP550')?.slug).toBe('vp550');
    expect(getDevice('nothing')).toBeUndefined();
  });

  it('falls back to each page default for unknown or foreign names', () => {
    expect(resolveDevice('terminal', 'nothing')?.slug).toBe('pos-terminal');
    expect(resolveDevice('terminal', 'Self-Service Kiosk')?.slug).toBe('pos-terminal');
    expect(resolveDevice('kiosk', 'kitchen display system')?.slug).toBe('kitchen-display-system');
    expect(resolveDevice('kiosk', null)?.slug).toBe('self-service-kiosk');
    expect(devicePageHref('terminal', getDevice('VP550E')!)).toBe('/hardware/terminal?device=VP550E');
    expect(devicePageHref('terminal', getDevice('POS Terminal')!)).toBe('/hardware/terminal');
  });

  it('has the four hardware cards with the fields of the spec', () => {
    expect(hardwareCards.map((c) => c.link)).toEqual(['/hardware/handheld', '/hardware/terminal', '/hardware/kiosk', '/hardware/kitchen-display']);
    for (const card of hardwareCards) expect(Object.keys(card).sort()).toEqual(['description', 'displayName', 'id', 'image', 'link', 'name']);
  });

  it('fails naming the device when a spec row is missing', () => {
    const device = getDevice('VP550')!;
    const specs: Partial<typeof device.specs> = { ...device.specs };
    delete specs.display;
    expect(() => parseContent('devices', deviceSchema, { vp550: { ...device, specs } })).toThrow('devices["vp550"].specs.display');
  });
});

describe('product content', () => {
  it('has the four product pages', () => {
    expect(products.map((p) => p.slug)).toEqual(['payments', 'customers', 'staff', 'banking']);
  });

  it('fails naming the entry when an entry is malformed', () => {
    const good = products.find((p) => p.slug === 'banking')!;
    expect(() => loadProducts({ banking: { ...good, facts: good.facts.slice(0, 1) } })).toThrow('products["banking"].facts');
  });
});

describe('customer-feature content', () => {
  it('has the tab sets of the spec, defaults first', () => {
    expect(customerPages.notifications.channels.map((c) => c.label)).toEqual(['SMS', 'Email', 'Push']);
    expect(customerPages.posDemo.tabs.map((t) => t.label)).toEqual(['Quick Ordering', 'Table Management', 'Order Details', 'Menu Management', 'AI Manager']);
    expect(customerPages.notifications.sample).toMatchObject({ offer: '20% off', openRate: '98%' });
  });

  it('fails naming the page when an entry is malformed', () => {
    const { posDemo, notifications, onlineOrdering } = customerPages;
    const broken = { ...posDemo, tabs: posDemo.tabs.slice(0, 4) };
    expect(() => loadCustomerPages({ 'online-ordering': onlineOrdering, notifications, 'pos-demo': broken })).toThrow('customers["pos-demo"].tabs');
  });
});

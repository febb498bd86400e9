import { landingAttribution, trackingRefused, withAttribution } from './landing';

/** jsdom has no navigation timing entry: the visit's first URL is then the window's own. */
const visit = (url: string, referrer = '') => {
  window.history.replaceState(null, '', url);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
};

const refuse = (field: 'globalPrivacyControl' | 'doNotTrack', value: boolean | string | undefined) =>
  Object.defineProperty(navigator, field, { value, configurable: true });

describe('landing attribution (no storage: read from the document’s own load)', () => {
  afterEach(() => {
    refuse('globalPrivacyControl', undefined);
    refuse('doNotTrack', null as unknown as string);
  });

  it('names the landing page, the UTM tags and another site’s host', () => {
    visit(
      '/servicios/seo?utm_source=linkedin&utm_medium=social&utm_campaign=retail-2027&x=1',
      'https://www.google.cl/',
    );
    expect(landingAttribution()).toEqual({
      landing_page: '/servicios/seo',
      referrer_host: 'www.google.cl',
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'retail-2027',
    });
  });

  it('leaves out the referrer when it is this site and empty UTM tags', () => {
    visit('/contacto?utm_source=%20', `${window.location.origin}/blog`);
    expect(landingAttribution()).toEqual({ landing_page: '/contacto' });
  });

  it('adds the attribution to a lead unless the visitor refused tracking (GPC or DNT)', () => {
    visit('/contacto');
    const lead = { name: 'Valentina Ríos' };
    expect(trackingRefused()).toBe(false);
    expect(withAttribution(lead)).toEqual({ ...lead, attribution: { landing_page: '/contacto' } });

    refuse('globalPrivacyControl', true);
    expect(trackingRefused()).toBe(true);
    expect(withAttribution(lead)).toEqual(lead);

    refuse('globalPrivacyControl', undefined);
    refuse('doNotTrack', '1');
    expect(withAttribution(lead)).toEqual(lead);
  });
});

import { describe, expect, it } from 'vitest';
import { appearanceProblems, brandSettingsChangeSchema, hotelSettingsChangeSchema, isSafeBrandHtml } from './hotel-settings-editing';

const VALID = {
  button_colour: '#1F4E79',
  header_colour: '#ffffff',
  header_type: 'header_logo',
  website_header_html: null,
  footer_html: '<p>Sakura Ginza · <a href="https://ginza.example/" target="_blank">ginza.example</a></p>',
  book_languages: ['en', 'ja'],
  accepted_card_brands: ['visa'],
  notification_emails: ['desk@hotel.example'],
  reservation_update_active: true,
};
const problemsOf = (input: Record<string, unknown>) => {
  const result = hotelSettingsChangeSchema.safeParse({ ...VALID, ...input });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe("the hotel's settings as its console changes them", () => {
  it('takes #rrggbb colours, kept in lower case, and nothing else', () => {
    expect(hotelSettingsChangeSchema.parse(VALID).button_colour).toBe('#1f4e79');
    for (const colour of ['red', '#fff', '#12345g', '1f4e79', '#1f4e79ff', ''])
      expect(problemsOf({ button_colour: colour })).toEqual([['button_colour', 'validation.colour']]);
  });

  it('keeps markup, links and images in brand HTML and refuses scripts, frames, handlers and script URLs', () => {
    expect(isSafeBrandHtml(VALID.footer_html)).toBe(true);
    expect(isSafeBrandHtml('<p>Open on weekdays = 9 to 5; one=two</p><img src="/a.png" alt="online">')).toBe(true);
    for (const html of [
      '<script>alert(1)</script>',
      '< SCRIPT src="x.js">',
      '<img src=x onerror=alert(1)>',
      '<a href="JavaScript:alert(1)">x</a>',
      '<a href="data:text/html;base64,xx">x</a>',
      '<iframe src="https://evil.example">',
      '<svg><animate onbegin=alert(1)></svg>',
      '<style>body{display:none}</style>',
      '<form action="https://evil.example"><input></form>',
    ])
      expect(isSafeBrandHtml(html), html).toBe(false);
    expect(problemsOf({ website_header_html: '<b onmouseover="x()">hi</b>' })).toEqual([['website_header_html', 'validation.brand_html']]);
    expect(problemsOf({ footer_html: 'x'.repeat(10_001) })).toEqual([['footer_html', 'validation.too_long']]);
  });

  it('treats blank HTML as none, and a header of the hotel’s own HTML needs it', () => {
    const change = hotelSettingsChangeSchema.parse({ ...VALID, header_type: 'header_customize', website_header_html: '  ' });
    expect(change.website_header_html).toBeNull();
    expect(appearanceProblems(change)).toEqual([{ field: 'website_header_html', message: 'validation.required' }]);
    expect(appearanceProblems({ ...change, website_header_html: '<p>Hi</p>' })).toEqual([]);
  });

  it('asks for at least one language offered, each once, and takes only the 8 languages', () => {
    expect(problemsOf({ book_languages: [] })).toEqual([['book_languages', 'validation.language_required']]);
    expect(problemsOf({ book_languages: ['en', 'en'] })).toEqual([['book_languages', 'validation.duplicate']]);
    expect(problemsOf({ book_languages: ['fr'] })[0]?.[0]).toBe('book_languages.0');
    expect(problemsOf({ accepted_card_brands: ['visa', 'visa'] })).toEqual([['accepted_card_brands', 'validation.duplicate']]);
    expect(problemsOf({ accepted_card_brands: [] })).toEqual([]);
  });

  it('takes at most 5 valid notification emails', () => {
    expect(problemsOf({ notification_emails: ['ok@hotel.example', 'nope'] })).toEqual([['notification_emails.1', 'validation.email']]);
    const six = Array.from({ length: 6 }, (_, i) => `desk${i}@hotel.example`);
    expect(problemsOf({ notification_emails: six })).toEqual([['notification_emails', 'validation.too_many_emails']]);
    expect(problemsOf({ notification_emails: [] })).toEqual([]);
  });
});

describe("the brand's defaults, under the hotel's own rules", () => {
  const BRAND = {
    button_colour: '#1F4E79',
    header_colour: '#ffffff',
    header_type: 'header_logo',
    website_header_html: null,
    footer_html: '<p>Sakura Hotels</p>',
    book_languages: ['ja', 'en'],
  };
  const brandProblemsOf = (input: Record<string, unknown>) => {
    const result = brandSettingsChangeSchema.safeParse({ ...BRAND, ...input });
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('takes the colours, header, HTML and languages alone, checked as a hotel’s', () => {
    expect(brandSettingsChangeSchema.parse(BRAND)).toEqual({ ...BRAND, button_colour: '#1f4e79' });
    expect(brandProblemsOf({ header_colour: 'white' })).toEqual([['header_colour', 'validation.colour']]);
    expect(brandProblemsOf({ footer_html: '<iframe src="x"></iframe>' })).toEqual([['footer_html', 'validation.brand_html']]);
    expect(brandProblemsOf({ book_languages: [] })).toEqual([['book_languages', 'validation.language_required']]);
    // Card brands, emails and online changes stay the hotel's.
    expect(brandSettingsChangeSchema.parse({ ...BRAND, accepted_card_brands: ['visa'] })).not.toHaveProperty('accepted_card_brands');
    expect(appearanceProblems(brandSettingsChangeSchema.parse({ ...BRAND, header_type: 'header_customize' }))).toEqual([
      { field: 'website_header_html', message: 'validation.required' },
    ]);
  });
});

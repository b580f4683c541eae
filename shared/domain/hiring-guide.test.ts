import { genreInfoSlug, resolveInfoSlug } from './hiring-guide';

const GENRES = ['home-repair', 'moving'];
const CATEGORIES = ['plumbing', 'moving', 'storage'];

describe('info/{slug}', () => {
  it('when a genre shares its slug with a category, then the genre takes "{slug}-services" and the category keeps the slug', () => {
    expect(genreInfoSlug('moving', CATEGORIES)).toBe('moving-services');
    expect(genreInfoSlug('home-repair', CATEGORIES)).toBe('home-repair');
    expect(resolveInfoSlug('moving', GENRES, CATEGORIES)).toEqual({ kind: 'category', slug: 'moving' });
    expect(resolveInfoSlug('moving-services', GENRES, CATEGORIES)).toEqual({ kind: 'genre', slug: 'moving' });
  });

  it('when a slug names a genre, a category or nothing, then it resolves to that or to null', () => {
    expect(resolveInfoSlug('home-repair', GENRES, CATEGORIES)).toEqual({ kind: 'genre', slug: 'home-repair' });
    expect(resolveInfoSlug('plumbing', GENRES, CATEGORIES)).toEqual({ kind: 'category', slug: 'plumbing' });
    expect(resolveInfoSlug('home-repair-services', GENRES, CATEGORIES)).toBeNull();
    expect(resolveInfoSlug('plumbing-cost-guide-hong-kong', GENRES, CATEGORIES)).toBeNull();
  });
});

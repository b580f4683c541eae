/** The pure parts of search's scoring: plurals, edit distance, name coverage, names that say a category, match kinds. */
import { normalizeSearch } from '@shared/domain/search-query';
import { buildIndex, categoriesNamed, coversAtWordStarts, editDistance, scoreQuery, stem } from './search-scoring';

const index = buildIndex(
  [
    { id: 1, slug: 'moving', names: ['搬屋', 'Home Moving'] },
    { id: 2, slug: 'mover-piano', names: ['搬鋼琴', 'Piano Moving'] },
    { id: 3, slug: 'english-tutor', names: ['英文補習', 'English Tutoring'] },
    { id: 4, slug: 'math-tutor', names: ['數學補習', 'Maths Tutoring'] },
  ],
  ['沙田', 'Sha Tin'],
  normalizeSearch,
);

describe('search scoring', () => {
  it('reads English plurals as their singular and nothing else (cleaner and cleaning stay apart)', () => {
    expect(['movers', 'cockroaches', 'nannies', 'glass', 'cleaning', 'cleaner'].map(stem)).toEqual([
      'mover',
      'cockroach',
      'nanny',
      'glass',
      'cleaning',
      'cleaner',
    ]);
  });

  it('counts edits with transpositions and stops past the allowance', () => {
    expect(editDistance('plumbr', 'plumber', 2)).toBe(1);
    expect(editDistance('webiste', 'website', 2)).toBe(1);
    expect(editDistance('blocked', 'locked', 2)).toBe(1);
    expect(editDistance('accounting', 'moving', 1)).toBe(2);
  });

  it('covers a query with a name only at word starts, every word of it', () => {
    expect(coversAtWordStarts('kwong fat', ['廣發搬屋', 'kwong fat removals'])).toBe(true);
    expect(coversAtWordStarts('moving company', ['wing fat cleaning company'])).toBe(false);
    expect(coversAtWordStarts('move', ['easymove logistics'])).toBe(false);
    expect(coversAtWordStarts('福星', ['福星搬運', 'lucky star movers'])).toBe(true);
  });

  it('reads the category a name says by its longest term (HK Piano Movers is a piano mover, not a home mover)', () => {
    expect([...categoriesNamed(index, 'hk piano movers')]).toEqual([2]);
    expect([...categoriesNamed(index, 'lucky star movers')]).toEqual([1]);
    expect([...categoriesNamed(index, 'harbour digital')]).toEqual([]);
  });

  it('scores an exact word as exact, a misspelling as a typo, a shared word lower in each category', () => {
    expect(scoreQuery(index, 'movers')[0]).toMatchObject({ id: 1, kind: 'exact', score: 100 });
    expect(scoreQuery(index, 'tuter')[0]).toMatchObject({ id: 3, kind: 'typo' });
    const tutor = scoreQuery(index, 'tutor');
    expect(tutor.map((s) => s.id).slice(0, 2)).toEqual([3, 4]);
    expect(tutor[0]!.score).toBeLessThan(95);
    expect(scoreQuery(index, '沙田搬屋')[0]).toMatchObject({ id: 1, kind: 'exact' });
    expect(scoreQuery(index, 'zzqxv')).toEqual([]);
  });
});

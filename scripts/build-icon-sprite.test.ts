import fs from 'node:fs';
import path from 'node:path';
import { buildIconSprite, SPRITE_FILE } from './build-icon-sprite';
import { spriteSymbols } from '../client/ui/icon-names';

describe('icon sprite', () => {
  it('when regenerated from icon-names.ts and lucide-react, then it equals the committed client/ui/icon-sprite.svg', async () => {
    const fresh = await buildIconSprite();
    const committed = fs.readFileSync(path.join(__dirname, '..', SPRITE_FILE), 'utf8');
    if (committed !== fresh) {
      const stale = fresh.split('\n').find((line, i) => line !== committed.split('\n')[i]) ?? '';
      throw new Error(
        `${SPRITE_FILE} is stale: run \`npm run icons\` and commit the result.\nFirst differing line: ${stale.slice(0, 160)}`,
      );
    }
  });

  it('when built, then every app icon name is a symbol with a 24×24 view box and drawing inside', async () => {
    const sprite = await buildIconSprite();
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"><[a-z]/g)].map((m) => m[1]);
    expect(ids).toEqual(spriteSymbols().map(([id]) => id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

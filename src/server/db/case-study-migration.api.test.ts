import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser } from '#server/seed/factories';
import { openEmptyDatabase } from '#server/test/empty-database';
import { migrationsFolder, olderMigrationsFolder } from '#server/test/older-migrations';

// docs/decisions/0068-case-studies-in-blocks.md: a project's gallery becomes image blocks, in its
// order, so a project reads as it did.

describe('carrying galleries over to case studies', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('[OPERATOR] turns each gallery image into an image block in the column, in order, and leaves projects without one empty', async () => {
    const database = await openEmptyDatabase(cleanups);
    await database.migrate(olderMigrationsFolder('0029_case_study_blocks', cleanups));
    const user = await createUser(database.db);
    // In SQL: the profile factory writes today's columns, which this older schema lacks.
    const { rows: made } = (await database.db.execute(
      sql`insert into profiles (user_id, handle, display_name) values (${user.id}, 'inker', 'Ink')
          returning id, user_id as "userId"`,
    )) as unknown as { rows: { id: string; userId: string }[] };
    const profile = made[0];
    if (!profile) throw new Error('no profile made');
    const image = (name: string, caption: string | null) => ({
      url: `/uploads/covers/${profile.userId}/${name}.w2000.webp`,
      width: 2000,
      height: 1500,
      alt: `The ${name}`,
      caption,
    });
    const gallery = [image('first', 'Where it began'), image('second', null)];
    await database.db.execute(sql`
      insert into projects (owner_id, title, slug, summary, gallery) values
        (${profile.id}, 'With images', 'with-images', 'Ink studies', ${JSON.stringify(gallery)}::jsonb),
        (${profile.id}, 'Without', 'without', null, '[]'::jsonb)`);

    await database.migrate(migrationsFolder);
    const { rows } = (await database.db.execute(
      sql`select slug, blocks from projects order by slug`,
    )) as unknown as { rows: { slug: string; blocks: unknown }[] };
    expect(rows).toEqual([
      {
        slug: 'with-images',
        blocks: gallery.map((each, index) => ({
          ...each,
          id: `image-${index + 1}`,
          type: 'image',
          wide: false,
        })),
      },
      { slug: 'without', blocks: [] },
    ]);
  });
});

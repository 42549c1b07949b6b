// A case study in npm run bench (docs/decisions/0068-case-studies-in-blocks.md): two seeded
// projects of one creator, one as every seeded project is (a cover and a summary, no blocks), the
// other told in 30 blocks, so the two server-rendered pages can be loaded side by side.
import type pg from 'pg';
import { PROJECT_BLOCKS_MAX } from '#shared/constants';
import type { ProjectBlock } from '#shared/schemas/project-blocks';

export const CASE_STUDY_BLOCKS = 30;

// A paragraph as long as a case study's usually are, with the Markdown the page renders.
const PARAGRAPH =
  'We started from the **ferry timetable** and the questions people asked at the ticket office: ' +
  'where the boats leave from, how long the walk is, and what happens at low tide. Each answer ' +
  'became a sign, tested with [the crews](https://ferries.example) over two weekends.';

/** A copy's address as uploads name them, so the page builds its srcset as for a real image. */
const imageAt = (ownerId: string, index: number) => ({
  url: `/uploads/projects/${ownerId}/gallery-jpg-${1_700_000_000_000 + index}-${index.toString(16).padStart(32, '0')}.w2560.webp`,
  width: 2560,
  height: 1707,
  alt: `Sign number ${index} on the quay`,
  caption: index % 2 === 0 ? `Sign ${index}, after the second test` : null,
});

/** 30 blocks: texts, images (every third one wide), grids of three and videos, in turn. */
function caseStudyBlocks(ownerId: string): ProjectBlock[] {
  let image = 0;
  const next = () => imageAt(ownerId, (image += 1));
  return Array.from({ length: CASE_STUDY_BLOCKS }, (_, index): ProjectBlock => {
    const id = `block-${index + 1}`;
    switch (index % 5) {
      case 0:
        return {
          id,
          type: 'text',
          markdown: `## Part ${index / 5 + 1}\n\n${PARAGRAPH}\n\n- Bigger type\n- Tide times`,
        };
      case 1:
        return { id, type: 'image', wide: index % 3 === 0, ...next() };
      case 2:
        return { id, type: 'text', markdown: PARAGRAPH };
      case 3:
        return { id, type: 'grid', columns: 3, images: [next(), next(), next()] };
      default:
        return { id, type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ', caption: 'The quay at high tide' };
    }
  });
}

/** Seeds the case study; answers the paths of the plain project's page and the case study's. */
export async function seedBenchCaseStudy(pool: pg.Pool) {
  if (CASE_STUDY_BLOCKS > PROJECT_BLOCKS_MAX) throw new Error('the bench case study has too many blocks');
  const picked = await pool.query<{ id: string; slug: string; handle: string; owner_id: string }>(
    `select p.id, p.slug, pr.handle, p.owner_id from projects p join profiles pr on pr.id = p.owner_id
     where p.published and pr.handle is not null and p.owner_id = (
       select owner_id from projects where published
       group by owner_id having count(*) >= 2 order by md5(owner_id::text) limit 1)
     order by p.id limit 1`,
  );
  const plain = picked.rows[0];
  if (!plain) throw new Error('the bench has no creator with two projects');
  const told = await pool.query<{ slug: string }>(
    `update projects set blocks = $1::jsonb
     where id = (select id from projects where owner_id = $2 and published and id <> $3 order by id limit 1)
     returning slug`,
    [JSON.stringify(caseStudyBlocks(plain.owner_id)), plain.owner_id, plain.id],
  );
  const caseStudy = told.rows[0];
  if (!caseStudy) throw new Error('the bench case study was not made');
  const page = (slug: string) => `/${encodeURIComponent(plain.handle)}/${encodeURIComponent(slug)}`;
  return { plainPath: page(plain.slug), caseStudyPath: page(caseStudy.slug) };
}

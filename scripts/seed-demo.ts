// npm run seed:demo: fills the database (DATABASE_URL, or the embedded one in DATA_DIR) with a demo community.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { findAppRoot } from '#server/app-root';
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/client';
import { DataDirectoryInUseError } from '#server/db/data-dir-lock';
import { hasDemoCommunity, seedDemoCommunity } from '#server/seed/demo-seed';
import { createStorage } from '#server/storage/create-storage';

try {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate(path.join(findAppRoot(), 'src/server/db/migrations'));
    if (await hasDemoCommunity(database.db)) {
      console.log('The demo community is already in this database; nothing to do.');
    } else {
      // A new password each time, shown only here: the demo must not open doors on a public server.
      const password = randomBytes(12).toString('base64url');
      // Its pictures go where the server keeps uploads (the data directory, or S3 when configured).
      const storage = createStorage(config.storage);
      const summary = await seedDemoCommunity(database.db, { password, storage });
      console.log(
        `Demo community ready: ${summary.creators} creators, ${summary.projects} projects, ` +
          `${summary.services} services, ${summary.follows} follows, ${summary.reviews} reviews, ` +
          `${summary.likes} likes, ${summary.comments} comments, ${summary.conversations} conversations ` +
          `(${summary.messages} messages), ${summary.workspaces} request in the middle of its work.\n` +
          `Each demo creator signs in as <handle>@demo.atelier.test with the password ${password}`,
      );
    }
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof DataDirectoryInUseError) {
    console.error(
      `${error.message}\nThe embedded database admits one process: stop the server, seed, then start it again.`,
    );
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
}

// Preloaded (`node --import`) into every process the bench times, bare `node -e 0` included: at exit it writes the
// process's CPU time (user + system, every thread, start-up included) in milliseconds to file descriptor 3.
import { writeSync } from 'node:fs';

process.on('exit', () => {
  const { user, system } = process.cpuUsage();
  try {
    writeSync(3, `${(user + system) / 1000}\n`);
  } catch {
    // Run without the bench's pipe: nothing to report to.
  }
});

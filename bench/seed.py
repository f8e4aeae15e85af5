# Runs the seed script (SPEC §11's yardstick: the checker users would otherwise run) and writes its
# peak RSS (KiB) to $BENCH_RSS_FILE at exit. Usage: python3 bench/seed.py <memcheck.py> <memory dir> <root>
import os
import resource
import runpy
import sys

seed, *args = sys.argv[1:]
sys.argv = [seed, *args]
try:
    runpy.run_path(seed, run_name="__main__")
except SystemExit as end:
    code = end.code
else:
    code = 0
finally:
    with open(os.environ["BENCH_RSS_FILE"], "w") as out:
        out.write(str(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss))
sys.exit(code)

import { describe, expect, test } from 'vitest';
import type { Backend } from '@/data';
import type { RepairInput } from '@/domain/repair-schema';
import { makeRepairInput, makeRepairJob } from '../../../../tests/factories';
import { saveRepair, type PhotoChoice } from './save-repair';

/** The repairs area of a backend that records what it is asked, and answers with the job it would store. */
function recordingBackend(refuse = false) {
  const calls: string[] = [];
  const inputs: RepairInput[] = [];
  const repairs: Partial<Backend['repairs']> = {
    uploadPhoto: async (file, owner, index) => {
      calls.push(`upload ${file.name} ${owner} ${index}`);
      return `/uploads/repairs/${owner}_${index}_${file.name}`;
    },
    create: async (input) => {
      calls.push('create');
      inputs.push(input);
      if (refuse) throw new Error('refused');
      return makeRepairJob({ id: 'new1' });
    },
    update: async (id, input) => {
      calls.push(`update ${id}`);
      inputs.push(input);
      return makeRepairJob({ id });
    },
  };
  return { backend: { repairs } as Backend, calls, inputs };
}

const fresh = (name: string): PhotoChoice => ({ kind: 'new', file: new File(['x'], name), key: name });

describe('saving a repair', () => {
  test('a new job uploads its photos under a timestamp, in order, before it is created with their addresses', async () => {
    const { backend, calls, inputs } = recordingBackend();
    await saveRepair(backend, { mode: 'add' }, makeRepairInput(), [fresh('a.png'), fresh('b.png')], {
      now: () => 1700000000000,
    });
    expect(calls).toEqual(['upload a.png 1700000000000 0', 'upload b.png 1700000000000 1', 'create']);
    expect(inputs[0]?.photos).toEqual([
      '/uploads/repairs/1700000000000_0_a.png',
      '/uploads/repairs/1700000000000_1_b.png',
    ]);
  });

  test("an edited job's new photo goes under its id, at an index its stored photos leave free", async () => {
    const job = makeRepairJob({ id: 'job9', photos: ['/uploads/repairs/job9_0_front.jpg'] });
    const { backend, calls, inputs } = recordingBackend();
    await saveRepair(backend, { mode: 'edit', job }, makeRepairInput(), [fresh('side.png')]);
    expect(calls).toEqual(['upload side.png job9 1', 'update job9']);
    // The front photo was removed from the form: the job no longer lists it.
    expect(inputs[0]?.photos).toEqual(['/uploads/repairs/job9_1_side.png']);
  });

  test('a refused create has told the addresses of the photos it uploaded, so the next try sends them, not the files', async () => {
    const { backend, calls } = recordingBackend(true);
    let told: string[] | undefined;
    const photos: PhotoChoice[] = [{ kind: 'existing', url: '/uploads/repairs/1_0_old.png' }, fresh('c.png')];
    await expect(
      saveRepair(backend, { mode: 'add' }, makeRepairInput(), photos, {
        now: () => 5,
        uploaded: (addresses) => (told = addresses),
      }),
    ).rejects.toThrow('refused');
    expect(calls).toEqual(['upload c.png 5 0', 'create']);
    expect(told).toEqual(['/uploads/repairs/1_0_old.png', '/uploads/repairs/5_0_c.png']);
  });

  test('a save with no new photo tells nothing', async () => {
    const { backend } = recordingBackend();
    let told = false;
    await saveRepair(backend, { mode: 'add' }, makeRepairInput(), [], { uploaded: () => (told = true) });
    expect(told).toBe(false);
  });
});

/**
 * Runs a task and serializes its result with the task's schema: the one function both adapters use, so the bytes
 * a test sees in process are the bytes the compute thread sends. With a checker (tests), the result object is
 * first checked against the schema: the serializer would silently drop a field the schema does not declare.
 */
import fastJsonStringify from 'fast-json-stringify';
import { ALL_COMPONENTS } from '../schemas/all-components.ts';
import type { TaskName } from './port.ts';
import { TASKS } from './tasks.ts';

export type ResultCheck = (task: string, schema: object, value: unknown) => void;

const EXTERNAL = Object.fromEntries(ALL_COMPONENTS.map((c) => [c.$id as string, c]));

export function createExecutor(check?: ResultCheck): (name: TaskName, input: unknown) => string {
  const serializers = new Map<TaskName, (value: unknown) => string>();
  return (name, input) => {
    const task = TASKS[name] as { result: { $id?: string }; run: (i: unknown) => unknown } | undefined;
    if (task === undefined) throw new Error(`no compute task named ${String(name)}`);
    const value = task.run(input);
    check?.(name, task.result, value);
    let serialize = serializers.get(name);
    if (serialize === undefined) {
      const root = task.result.$id === undefined ? task.result : { $ref: task.result.$id };
      serialize = fastJsonStringify(root as never, { schema: EXTERNAL } as never) as unknown as (
        value: unknown,
      ) => string;
      serializers.set(name, serialize);
    }
    return serialize(value);
  };
}

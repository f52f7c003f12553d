import type { RedisClientType } from '@redis/client';

export const REDIS_TIMEOUT_MS: number;
export function withTimeout<T>(promise: Promise<T>, ms?: number): Promise<T>;
export function connectRedis(url: string, purpose: string): RedisClientType;
export function ready(client: RedisClientType): Promise<boolean>;
export const SUSPEND_MS: number;
export function suspend(client: RedisClientType): void;

// 5 Yin Yang (spec §4): repeat until correct, one point per attempt; a fresh target each attempt.
import { YIN_YANG } from '../../content';
import { retryUntilRight } from '../families/retry';

export const yinYang = retryUntilRight({ id: 'yin-yang', name: 'Yin Yang', noun: 'side', options: YIN_YANG });

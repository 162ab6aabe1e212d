// One palette for the whole circuit: a deep indigo night, violet mist, gold light.
export const NIGHT = '#140d36';
export const NIGHT_DEEP = '#0b0722';
export const INDIGO = '#24185e';
export const INDIGO_LIGHT = '#3a2a8a';
export const VIOLET = '#7a5cd6';
export const VIOLET_SOFT = '#b9a4ff';
export const GOLD = '#f2c14e';
export const GOLD_LIGHT = '#ffe7a3';
export const GOLD_DEEP = '#b7812a';
export const GLOW = '#fff6d8';
export const IVORY = '#fbf3e1';

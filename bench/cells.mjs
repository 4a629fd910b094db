// @ts-check
// How a figure reads in a cell of the bench's Markdown tables (bench/report.mjs and the parts it joins).

/** A number with `digits` decimals; a dash for a figure not measured. @param {number} value @param {number} [digits] */
export const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
/** A target met, or in bold not. @param {boolean} met */
export const mark = (met) => (met ? 'yes' : '**no**');
/** A ratio's interval; a dash when a side has no runs. @param {[number, number]} interval */
export const interval = ([low, high]) => (Number.isFinite(low) && Number.isFinite(high) ? `${fixed(low, 2)}-${fixed(high, 2)}` : '-');

/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dives_Hours_Behind_OtherInputs */

const en_dives_hours_behind_other = /** @type {(inputs: Dives_Hours_Behind_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} hours behind`)
};

const es_dives_hours_behind_other = /** @type {(inputs: Dives_Hours_Behind_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} horas atrasada`)
};

const de_dives_hours_behind_other = /** @type {(inputs: Dives_Hours_Behind_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Stunden nach`)
};

const fr_dives_hours_behind_other = /** @type {(inputs: Dives_Hours_Behind_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} heures de retard`)
};

const zh_hans1_dives_hours_behind_other = /** @type {(inputs: Dives_Hours_Behind_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`慢 ${i?.count} 小时`)
};

/**
* | output |
* | --- |
* | "{count} hours behind" |
*
* @param {Dives_Hours_Behind_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_hours_behind_other = /** @type {((inputs: Dives_Hours_Behind_OtherInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Hours_Behind_OtherInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_hours_behind_other(inputs)
	if (locale === "de") return de_dives_hours_behind_other(inputs)
	if (locale === "fr") return fr_dives_hours_behind_other(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_hours_behind_other(inputs)
	return en_dives_hours_behind_other(inputs)
});
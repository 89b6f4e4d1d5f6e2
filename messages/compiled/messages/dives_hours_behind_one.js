/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dives_Hours_Behind_OneInputs */

const en_dives_hours_behind_one = /** @type {(inputs: Dives_Hours_Behind_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} hour behind`)
};

const es_dives_hours_behind_one = /** @type {(inputs: Dives_Hours_Behind_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} hora atrasada`)
};

const de_dives_hours_behind_one = /** @type {(inputs: Dives_Hours_Behind_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Stunde nach`)
};

const fr_dives_hours_behind_one = /** @type {(inputs: Dives_Hours_Behind_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} heure de retard`)
};

const zh_hans1_dives_hours_behind_one = /** @type {(inputs: Dives_Hours_Behind_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`慢 ${i?.count} 小时`)
};

/**
* | output |
* | --- |
* | "{count} hour behind" |
*
* @param {Dives_Hours_Behind_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_hours_behind_one = /** @type {((inputs: Dives_Hours_Behind_OneInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Hours_Behind_OneInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_hours_behind_one(inputs)
	if (locale === "de") return de_dives_hours_behind_one(inputs)
	if (locale === "fr") return fr_dives_hours_behind_one(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_hours_behind_one(inputs)
	return en_dives_hours_behind_one(inputs)
});
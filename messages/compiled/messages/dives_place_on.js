/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dives_Place_OnInputs */

const en_dives_place_on = /** @type {(inputs: Dives_Place_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Place my dives on ${i?.name}`)
};

const es_dives_place_on = /** @type {(inputs: Dives_Place_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Situar mis inmersiones en ${i?.name}`)
};

const de_dives_place_on = /** @type {(inputs: Dives_Place_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Meine Tauchgänge auf ${i?.name} verorten`)
};

const fr_dives_place_on = /** @type {(inputs: Dives_Place_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Placer mes plongées sur ${i?.name}`)
};

const zh_hans1_dives_place_on = /** @type {(inputs: Dives_Place_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`在 ${i?.name} 上为我的潜水定位`)
};

/**
* | output |
* | --- |
* | "Place my dives on {name}" |
*
* @param {Dives_Place_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_place_on = /** @type {((inputs: Dives_Place_OnInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Place_OnInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_place_on(inputs)
	if (locale === "de") return de_dives_place_on(inputs)
	if (locale === "fr") return fr_dives_place_on(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_place_on(inputs)
	return en_dives_place_on(inputs)
});
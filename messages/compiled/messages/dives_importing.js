/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dives_ImportingInputs */

const en_dives_importing = /** @type {(inputs: Dives_ImportingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importing ${i?.name}…`)
};

const es_dives_importing = /** @type {(inputs: Dives_ImportingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importando ${i?.name}…`)
};

const de_dives_importing = /** @type {(inputs: Dives_ImportingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} wird importiert…`)
};

const fr_dives_importing = /** @type {(inputs: Dives_ImportingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Import de ${i?.name}…`)
};

const zh_hans1_dives_importing = /** @type {(inputs: Dives_ImportingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`正在导入 ${i?.name}…`)
};

/**
* | output |
* | --- |
* | "Importing {name}…" |
*
* @param {Dives_ImportingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_importing = /** @type {((inputs: Dives_ImportingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_ImportingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_importing(inputs)
	if (locale === "de") return de_dives_importing(inputs)
	if (locale === "fr") return fr_dives_importing(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_importing(inputs)
	return en_dives_importing(inputs)
});
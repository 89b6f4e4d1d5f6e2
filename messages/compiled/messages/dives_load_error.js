/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Load_ErrorInputs */

const en_dives_load_error = /** @type {(inputs: Dives_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error loading your dives. Please try again later.`)
};

const es_dives_load_error = /** @type {(inputs: Dives_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar tus inmersiones. Inténtalo de nuevo más tarde.`)
};

const de_dives_load_error = /** @type {(inputs: Dives_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Tauchgänge konnten nicht geladen werden. Bitte versuche es später noch einmal.`)
};

const fr_dives_load_error = /** @type {(inputs: Dives_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger vos plongées. Veuillez réessayer plus tard.`)
};

const zh_hans1_dives_load_error = /** @type {(inputs: Dives_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载你的潜水记录，请稍后再试。`)
};

/**
* | output |
* | --- |
* | "Error loading your dives. Please try again later." |
*
* @param {Dives_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_load_error = /** @type {((inputs?: Dives_Load_ErrorInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Load_ErrorInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_load_error(inputs)
	if (locale === "de") return de_dives_load_error(inputs)
	if (locale === "fr") return fr_dives_load_error(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_load_error(inputs)
	return en_dives_load_error(inputs)
});
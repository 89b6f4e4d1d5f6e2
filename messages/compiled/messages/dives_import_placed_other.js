/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dives_Import_Placed_OtherInputs */

const en_dives_import_placed_other = /** @type {(inputs: Dives_Import_Placed_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The track placed ${i?.count} dives.`)
};

const es_dives_import_placed_other = /** @type {(inputs: Dives_Import_Placed_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El track situó ${i?.count} inmersiones.`)
};

const de_dives_import_placed_other = /** @type {(inputs: Dives_Import_Placed_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Track hat ${i?.count} Tauchgänge verortet.`)
};

const fr_dives_import_placed_other = /** @type {(inputs: Dives_Import_Placed_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La trace a placé ${i?.count} plongées.`)
};

const zh_hans1_dives_import_placed_other = /** @type {(inputs: Dives_Import_Placed_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`轨迹为 ${i?.count} 次潜水定了位。`)
};

/**
* | output |
* | --- |
* | "The track placed {count} dives." |
*
* @param {Dives_Import_Placed_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_import_placed_other = /** @type {((inputs: Dives_Import_Placed_OtherInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Import_Placed_OtherInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_import_placed_other(inputs)
	if (locale === "de") return de_dives_import_placed_other(inputs)
	if (locale === "fr") return fr_dives_import_placed_other(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_import_placed_other(inputs)
	return en_dives_import_placed_other(inputs)
});
import Data
import DI
import Domain
import Presentation
